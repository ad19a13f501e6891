import type { FullConfig } from '@playwright/test'
import { serveOwnSite } from './servers'

/**
 * Playwright's global setup: the one server every journey uses, the production build (run
 * `npm run build` first) and the Worker, served by Cloudflare's local runtime as in production
 * (wrangler.jsonc), with a D1 of its own in .wrangler/e2e, which the contact journeys read back
 * with `npm run messages`. Outside CI, a server already answering at the journeys' address is used
 * as it is. Returns what ends the server at the end of the run.
 */
export default async function journeyServer(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts names no baseURL')
  if (!process.env.CI) {
    const answered = await fetch(`${baseURL}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
  }
  const { stop } = await serveOwnSite(
    ['--persist-to', '.wrangler/e2e'],
    Number(new URL(baseURL).port),
  )
  return stop
}
