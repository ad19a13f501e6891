import type { TestProject } from 'vitest/node'
import { serveOwnSite } from '../support/servers'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** Without BASE_URL: the usual server for dist/ (build first), its own D1, on a free port. */
export default async function setup(project: TestProject) {
  const { origin, stop } = await serveOwnSite(['--persist-to', '.wrangler/engines'])
  project.provide('baseURL', origin)
  return stop
}
