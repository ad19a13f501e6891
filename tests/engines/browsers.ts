import type { Engine, EngineBrowser, EnginePage, OpenOptions } from './engine'

/**
 * The browsers of one Vitest worker: one per engine (and per reducedMotion, which neither engine
 * can change for one page), started before the first file whose journeys need it (journey.ts) and
 * kept for every later journey in the worker, each of which gets a fresh page (firefox.ts,
 * webkit.ts). Starting a whole browser for each journey cost more than most journeys themselves.
 * The journeys' files share this module (vitest.config.ts: `isolate: false`), and the worker's
 * environment (environment.ts) closes the browsers when the worker ends.
 */
const running = new Map<string, Promise<EngineBrowser>>()

/** A journey's page, and its end. */
export type JourneyPage = {
  page: EnginePage
  /**
   * Closes the page once its journey has passed. After a failed journey (or a page that cannot
   * be closed) the browser goes instead, as it may be left in any state (a page still busy, a
   * session that no longer answers): the next journey, or the failed one's second try in CI,
   * gets a new one.
   */
  finish(passed: boolean): Promise<void>
}

/** This worker's browser of the engine with this option, started (again) if need be. */
async function browserFor(engine: Engine, reducedMotion: boolean) {
  const key = `${engine.name}, reduced motion ${reducedMotion}`
  for (let attempt = 1; ; attempt += 1) {
    let starting = running.get(key)
    if (!starting) {
      starting = engine.launch({ reducedMotion })
      running.set(key, starting)
    }
    const started = starting
    /** Closes it: the next journey gets another. */
    const retire = async (browser?: EngineBrowser) => {
      if (running.get(key) === started) running.delete(key)
      await browser?.close().catch(() => {})
    }
    let browser: EngineBrowser
    try {
      browser = await started
    } catch (error) {
      await retire()
      throw error
    }
    if (browser.usable()) return { key, browser, retire }
    await retire(browser)
    if (attempt === 2) throw new Error(`the ${key} browser stopped as soon as it started`)
  }
}

/**
 * Starts the browser that journeys with these options will use, before them (journey.ts), so
 * that no journey's time includes it (only a replacement's, after a crash or a failure).
 */
export async function startBrowser(
  engine: Engine,
  { reducedMotion }: Pick<OpenOptions, 'reducedMotion'>,
) {
  await browserFor(engine, reducedMotion)
}

/**
 * A fresh page of this worker's browser for these options. A browser that has gone (crashed,
 * closed) is replaced; one that fails to give a page too, once per journey: one that keeps
 * failing fails the journey instead of every later one waiting on it.
 */
export async function openPage(engine: Engine, options: OpenOptions): Promise<JourneyPage> {
  for (let attempt = 1; ; attempt += 1) {
    const { key, browser, retire } = await browserFor(engine, options.reducedMotion)
    let opened: EnginePage
    try {
      opened = await browser.newPage(options.viewport)
    } catch (error) {
      await retire(browser)
      if (attempt === 2) throw error
      continue
    }
    const { page, refuse } = refusingAfterClose(opened)
    return {
      page,
      finish: async (passed) => {
        if (passed) {
          try {
            await page.close()
            return
          } catch (error) {
            console.warn(`${key}: ${error}; starting another browser`)
          }
        }
        refuse()
        await retire(browser)
      },
    }
  }
}

/** Closes every browser of this worker (environment.ts, at the worker's end). */
async function closeBrowsers() {
  const all = [...running.values()]
  running.clear()
  await Promise.all(
    all.map(async (starting) => {
      const browser = await starting.catch(() => undefined)
      await browser?.close().catch(() => {})
    }),
  )
}

/** Where environment.ts finds closeBrowsers (it is loaded apart from the journeys' modules). */
const CLOSE_BROWSERS = Symbol.for('tests/engines: close the browsers')
Object.assign(globalThis, { [CLOSE_BROWSERS]: closeBrowsers })

/**
 * The page, refusing every call once closed or refused (a journey that ran out of time stops at
 * its next call, and cannot drive the page of the journey after it).
 */
function refusingAfterClose(page: EnginePage) {
  let refused = false
  const guard =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    (...args: Args) => {
      if (refused) return Promise.reject(new Error('the page was closed: its journey had ended'))
      return call(...args)
    }
  const guarded: EnginePage = {
    goto: guard(page.goto),
    evaluate: guard(page.evaluate) as EnginePage['evaluate'],
    clickAt: guard(page.clickAt),
    press: guard(page.press),
    type: guard(page.type),
    back: guard(page.back),
    errors: guard(page.errors),
    close: () => {
      refused = true
      return page.close()
    },
  }
  return { page: guarded, refuse: () => (refused = true) }
}
