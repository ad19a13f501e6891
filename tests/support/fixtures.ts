import { gzipSync } from 'node:zlib'
import { expect, test as base, type Locator, type Page, type Response } from '@playwright/test'
import { builtFile } from './manifest'

export { expect } from '@playwright/test'

/** Resolves once the app has hydrated the prerendered HTML (the root sets `<html data-ready>`). */
export const waitUntilInteractive = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.ready === 'true')

/** Resolves once every animation that ends has ended or was cancelled (axe needs it: a dialog
 * still fading in counts as not on screen, so the page behind looks hidden with nothing in front). */
export async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        // A cancelled animation's `finished` rejects: it is over all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Resolves once focus is inside `dialog`: a key pressed before goes to the page behind. */
export const focusMovedInto = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)

/** Resolves once the app's modal has faded in (the prerendered preview's Close is a link). */
export async function projectModalShown(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Close|Cerrar)$/ })
    .waitFor()
  await animationsFinished(page)
}

/** Resolves after two frames: whatever the page does once it has rendered has been painted. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls with the wheel, as a visitor does, and returns where the page came to rest. */
export async function scrollBy(page: Page, dy: number) {
  const before = await scrollY(page)
  await page.mouse.move(40, 200)
  await page.mouse.wheel(0, dy)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before)
  await twoFrames(page)
  return scrollY(page)
}

/** How far the page scrolls sideways: 0 when it fits its width. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

// Starts watching the page's requests, but those `ignore` names (by path). The function returned
// resolves once none has been in flight, started or ended for half a second since its call.
export function watchNetwork(page: Page, ignore: (path: string) => boolean = () => false) {
  const inFlight = new Set<unknown>()
  let last = Date.now()
  page.on('request', (request) => {
    if (ignore(new URL(request.url()).pathname)) return
    inFlight.add(request)
    last = Date.now()
  })
  const end = (request: unknown) => {
    if (inFlight.delete(request)) last = Date.now()
  }
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  return async () => {
    last = Math.max(last, Date.now())
    await expect.poll(() => inFlight.size === 0 && Date.now() - last >= 500).toBe(true)
  }
}

/** Starts counting the documents the tab loads (the page, and any full reload after it). */
export function countDocuments(page: Page): () => number {
  let documents = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1
  })
  return () => documents
}

/** Holds back the requests matching `url` (the app's scripts by default); returns their release. */
export async function holdBack(
  page: Page,
  url: Parameters<Page['route']>[0] = '**/assets/*.js',
): Promise<() => void> {
  let release: () => void = () => {}
  const heldBack = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await heldBack
    await route.continue()
  })
  return release
}

/** Holds the app's code back, as a slow phone would: the page stays its prerendered HTML. */
export const holdAppBack = (page: Page) =>
  holdBack(page, (url) => url.pathname === builtFile('src/handover/start.tsx'))

/** Starts recording the paths the page requests; read the array at any time. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}

export const KiB = 1024

/** What `url` loads before any interaction, gzip, in bytes: scripts and stylesheets. */
export async function firstLoadSizes(page: Page, url: string) {
  const responses: Response[] = []
  const record = (response: Response) => responses.push(response)
  page.on('response', record)
  await page.goto(url)
  await waitUntilInteractive(page)
  await page.waitForLoadState('networkidle')
  page.off('response', record)
  const totals = { script: 0, stylesheet: 0 }
  for (const response of responses) {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') continue
    totals[type] += gzipSync(await response.body()).length
  }
  return totals
}

/** Playwright's `test` with `gotoReady`: `page.goto`, resolving once the page is interactive. */
export const test = base.extend<{ gotoReady: Page['goto'] }>({
  gotoReady: async ({ page }, use) => {
    await use(async (url, options) => {
      const response = await page.goto(url, options)
      await waitUntilInteractive(page)
      return response
    })
  },
})
