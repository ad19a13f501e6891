import { rm } from 'node:fs/promises'
import type { FullConfig } from '@playwright/test'
import { serveOwnSite } from './servers'

// Playwright's global setup: the one server every journey uses, with a D1 of its own in
// .wrangler/e2e, emptied first (a day's earlier runs would count against the day's message
// limit). Outside CI, a server already answering at the journeys' address is used as is.
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
  await rm('.wrangler/e2e', { recursive: true, force: true })
  const { stop } = await serveOwnSite(
    ['--persist-to', '.wrangler/e2e'],
    Number(new URL(baseURL).port),
  )
  return stop
}
