import { QueryClient } from '@tanstack/react-query'

/** Spec defaults: queries retry 3 times and stay cached for 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, gcTime: 5 * 60 * 1000 },
    },
  })
}

let appClient: QueryClient | undefined

/** The browser's one query client, made on first need, so other pages never load Query. */
export function appQueryClient(): QueryClient {
  appClient ??= createQueryClient()
  return appClient
}
