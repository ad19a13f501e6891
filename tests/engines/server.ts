import type { TestProject } from 'vitest/node'
import { serveOwnSite } from '../support/servers'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/**
 * Vitest's global setup when no BASE_URL is given: the project's usual server for the production
 * build in dist/ (run `npm run build` first), as for the Playwright journeys, with its own D1, on
 * a free port, for the run; the journeys get its address.
 */
export default async function setup(project: TestProject) {
  const { origin, stop } = await serveOwnSite(['--persist-to', '.wrangler/engines'])
  project.provide('baseURL', origin)
  return stop
}
