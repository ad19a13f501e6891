import type { Engine, EngineBrowser, EnginePage, Viewport } from './engine'

/**
 * The browsers of one Vitest worker: one per engine, started before the first file whose
 * journeys need it (journey.ts) and kept for every later journey in the worker, each of which
 * gets a fresh page (firefox.ts, webkit.ts): a browser per journey cost more than most journeys.
 * The journeys' files share this module (vitest.config.ts: `isolate: false`), and the worker's
 * environment (environment.ts) closes the browsers when the worker ends.
 */
const running = new Map<Engine['name'], Promise<EngineBrowser>>()

/** This worker's browser of `engine`, started (again, once it has gone) if need be. */
export async function startBrowser(engine: Engine): Promise<EngineBrowser> {
  const starting = running.get(engine.name) ?? engine.launch()
  running.set(engine.name, starting)
  const browser = await starting.catch((error: unknown) => {
    running.delete(engine.name)
    throw error
  })
  if (browser.usable()) return browser
  await retire(engine, browser)
  return startBrowser(engine)
}

/** Closes it: the next journey gets another (a worker runs one journey at a time). */
async function retire(engine: Engine, browser: EngineBrowser) {
  running.delete(engine.name)
  await browser.close().catch(() => {})
}

/**
 * A fresh page of this worker's browser, and its end: once its journey has passed, the page
 * closes; after a failure (or a page that will not close) the browser goes, as it may be left
 * in any state, and the next journey gets a new one.
 */
export async function openPage(engine: Engine, viewport: Viewport) {
  const browser = await startBrowser(engine)
  let page: EnginePage
  try {
    page = await browser.newPage(viewport)
  } catch (error) {
    await retire(engine, browser)
    throw error
  }
  const finish = async (passed: boolean) => {
    if (
      passed &&
      (await page.close().then(
        () => true,
        () => false,
      ))
    )
      return
    await retire(engine, browser)
  }
  return { page, finish }
}

/** Closes every browser of this worker (environment.ts, at the worker's end). */
async function closeBrowsers() {
  const all = [...running.values()]
  running.clear()
  await Promise.all(
    all.map((starting) => starting.then((browser) => browser.close()).catch(() => {})),
  )
}

/** Where environment.ts finds closeBrowsers (it is loaded apart from the journeys' modules). */
Object.assign(globalThis, { [Symbol.for('tests/engines: close the browsers')]: closeBrowsers })
