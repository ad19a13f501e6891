import { beforeAll, inject, test } from 'vitest'
import { openPage, startBrowser } from './browsers'
import type { Engine, Viewport } from './engine'
import { firefox } from './firefox'
import { Page } from './page'
import { webkit } from './webkit'

/** ENGINES=firefox (or webkit) runs one engine; both by default. Chromium runs tests/e2e. */
const chosen = process.env.ENGINES?.split(',') ?? ['firefox', 'webkit']
const engines: Engine[] = [firefox, webkit].filter((engine) => chosen.includes(engine.name))

/** A missing engine is skipped on a developer's machine; in CI it is a failure. */
const inCI = Boolean(process.env.CI)

/** Whether any journey will run (an engine is here, or this is CI, where a missing one fails). */
export const journeysRun = () => inCI || engines.some((engine) => !engine.missing())

type JourneyOptions = {
  viewport?: Viewport
  /**
   * Where the journey's site is served, when not by the suite's server (server.ts): e.g. its
   * own copy that it deploys to (deploy.ts). Called once the engine is known to be there.
   */
  baseURL?: () => Promise<string>
}

/**
 * Declares one journey, run once per engine in a fresh page of a browser that the worker's earlier
 * journeys may have used (browsers.ts): a test named "<engine> › <journey>".
 */
export function journey(
  name: string,
  run: (page: Page) => Promise<void>,
  { baseURL, viewport = { width: 1280, height: 800 } }: JourneyOptions = {},
) {
  for (const engine of engines) {
    // Its browser starts before the file's journeys, not in the first one's time (seconds, and
    // more on a busy machine); later files in the worker find it running (browsers.ts).
    beforeAll(async () => {
      if (!engine.missing()) await startBrowser(engine)
    }, 60_000)
    test(`${engine.name} › ${name}`, async (context) => {
      const missing = engine.missing()
      if (missing && !inCI) context.skip(`${missing}; npm run test:setup installs it`)
      if (missing) throw new Error(`${missing}; npm run test:setup installs it`)
      const site = baseURL ? await baseURL() : inject('baseURL')
      const { page, finish } = await openPage(engine, viewport)
      // Also when the journey fails or runs out of time (browsers.ts).
      context.onTestFinished(({ task }) => finish(task.result?.state === 'pass'), 30_000)
      await run(new Page(page, site))
    })
  }
}
