import { QueryClient } from '@tanstack/react-query'

/** Spec defaults: queries retry 3 times and stay cached for 5 minutes. */
export const QUERY_RETRIES = 3
export const QUERY_CACHE_MS = 5 * 60 * 1000

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, gcTime: QUERY_CACHE_MS },
    },
  })
}

let appClient: QueryClient | undefined

/**
 * The browser's one query client, made the first time a feature needs it (today the contact
 * form), so pages that fetch and send nothing never load TanStack Query.
 */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient()
  return appClient
}
