import { beforeAll, inject, test } from 'vitest'
import { engines, openPage, startBrowser, type Viewport } from './browsers'
import { Page } from './page'

/**
 * Declares one journey, run in each engine (browsers.ts) in a fresh page: a test named
 * "<engine> › <journey>", against the suite's server (server.ts) or `baseURL()`, e.g. a proxy in
 * front of it. A missing engine is skipped on a developer's machine; in CI it fails.
 */
export function journey(
  name: string,
  run: (page: Page) => Promise<void>,
  { baseURL = async () => inject('baseURL'), viewport = { width: 1280, height: 800 } } = {} as {
    baseURL?: () => Promise<string>
    viewport?: Viewport
  },
) {
  // Both browsers start together, before the file's journeys, not in the first one's time.
  beforeAll(async () => {
    await Promise.all(engines.filter((engine) => !engine.missing()).map(startBrowser))
  }, 60_000)
  for (const engine of engines) {
    test(`${engine.name} › ${name}`, async (context) => {
      const missing = engine.missing()
      if (missing && !process.env.CI) context.skip(`${missing}; npm run test:setup installs it`)
      if (missing) throw new Error(`${missing}; npm run test:setup installs it`)
      const site = await baseURL()
      const { page, finish } = await openPage(engine, viewport)
      context.onTestFinished(({ task }) => finish(task.result?.state === 'pass'), 30_000)
      await run(new Page(page, site))
    })
  }
}
