import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type KeyInput } from 'puppeteer-core'
import { Key as Keys, remote } from 'webdriverio'
import { freePort } from '../../shared/localRuntime'
import { waitUntilAnswers } from '../support/servers'

// The two engines, each giving a journey a fresh page with a few actions: Firefox ESR over BiDi
// (puppeteer-core), WebKitGTK's MiniBrowser through WebKitWebDriver in Xvfb (webdriverio).
/** The keys the journeys press, by webdriverio's names (puppeteer's, but ' ' for Space). */
export type Key = keyof typeof Keys
/** A page's inner size; WebKit's window cannot be narrower than its toolbar (447 px). */
export type Viewport = { width: number; height: number }

export interface EnginePage {
  /** Resolves at the load event; `watches` (self-contained) run in the new document as early as
   * the engine allows: in Firefox before its first script, in WebKit at its load event. */
  goto(url: string, watches: (() => void)[]): Promise<void>
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  clickAt(x: number, y: number): Promise<void>
  press(key: Key): Promise<void>
  type(text: string): Promise<void>
  back(): Promise<void>
  /** Ends the page with its history and storage; the browser is ready for the next one. */
  close(): Promise<void>
}
type Browser = { newPage(size: Viewport): Promise<EnginePage>; close(): Promise<void> }
type Engine = { name: string; missing(): string | undefined; launch(): Promise<Browser> }

/** Fails with `what` when `promise` has not settled within `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms).unref()
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

const firefox: Engine = {
  name: 'firefox',
  missing: () =>
    existsSync(firefoxPath) ? undefined : `Firefox is not installed (${firefoxPath})`,
  async launch() {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath,
      // Motion welcome, whatever the machine's own setting.
      extraPrefsFirefox: { 'ui.prefersReducedMotion': 0 },
    })
    return {
      close: () =>
        within(10_000, 'closing Firefox', browser.close()).catch(() => {
          const pid = browser.process()?.pid
          if (pid) process.kill(-pid, 'SIGKILL') // its own process group
        }),
      async newPage(size) {
        // A context of its own (no storage or history of an earlier journey), and a new tab has
        // the window's focus (the first one does not: Enter on a focused button does nothing).
        const context = await browser.createBrowserContext()
        const page = await context.newPage()
        await page.setViewport(size)
        return {
          goto: async (url, watches) => {
            const added = await Promise.all(watches.map((fn) => page.evaluateOnNewDocument(fn)))
            await page.goto(url, { waitUntil: 'load' })
            for (const { identifier } of added)
              await page.removeScriptToEvaluateOnNewDocument(identifier)
          },
          evaluate: (fn, ...args) => page.evaluate(fn as (...args: unknown[]) => never, ...args),
          clickAt: (x, y) => page.mouse.click(x, y),
          press: (key) => page.keyboard.press(key === 'Space' ? ' ' : (key as KeyInput)),
          type: (text) => page.keyboard.type(text),
          back: async () => void (await page.goBack()),
          close: () => within(10_000, 'closing a Firefox page', context.close()),
        }
      },
    }
  },
}

const webkit: Engine = {
  name: 'webkit',
  missing() {
    const absent = ['WebKitWebDriver', 'xvfb-run', 'Xvfb'].filter(
      (program) => spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0,
    )
    return absent.length ? `WebKit cannot run: ${absent.join(', ')} not installed` : undefined
  },
  async launch() {
    // Without a settings daemon (Xvfb), WebKitGTK reads reduced motion from GTK's settings.ini.
    const config = mkdtempSync(join(tmpdir(), 'engines-webkit-'))
    mkdirSync(join(config, 'gtk-3.0'))
    writeFileSync(join(config, 'gtk-3.0/settings.ini'), '[Settings]\ngtk-enable-animations=true\n')
    const port = await freePort()
    // Without a window manager, keyboard focus goes to the window under the pointer, at the
    // screen's centre: a screen this small keeps it inside every window (at 0,0, 447 px or more).
    const screen = ['--auto-servernum', '--server-args=-screen 0 800x600x24']
    const driver = spawn('xvfb-run', [...screen, 'WebKitWebDriver', `--port=${port}`], {
      detached: true, // its own process group: stop() ends the driver, the browser and Xvfb
      stdio: 'ignore',
      // Without a GPU, the DMA-BUF renderer leaves CSS animations pending for seconds (a dialog
      // never finishes closing); the shared-memory one runs them as Safari does, but crashes on
      // any view transition (WebKitGTK 2.50.6): they are switched off below.
      env: { ...process.env, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_DMABUF_RENDERER: '1' },
    })
    const stop = () => {
      if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM')
      rmSync(config, { recursive: true, force: true })
      process.off('exit', stop)
    }
    process.on('exit', stop)
    const status = `http://127.0.0.1:${port}/status`
    // As a browser without view transitions (Safari before 18): the page must not need them.
    const capabilities = {
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { args: ['--automation', '--features=-ViewTransitions'] },
    }
    const session = await waitUntilAnswers(status, () => driver.exitCode === null, 15_000)
      .then(() =>
        within(
          30_000,
          'starting WebKit',
          remote({ hostname: '127.0.0.1', port, logLevel: 'error', capabilities }),
        ),
      )
      .catch((error: unknown) => {
        stop()
        throw error
      })
    // The window includes MiniBrowser's toolbar: the window's size less the page's, once known.
    let toolbar = { width: 0, height: 0 }
    const resize = async ({ width, height }: Viewport) => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await session.setWindowSize(width + toolbar.width, height + toolbar.height)
        const inner = await session.execute(() => ({ width: innerWidth, height: innerHeight }))
        const outer = await session.getWindowSize()
        toolbar = { width: outer.width - inner.width, height: outer.height - inner.height }
        if (inner.width === width && inner.height === height) return
      } // else as narrow as the toolbar allows (447 px)
    }
    return {
      close: async () => {
        await within(5_000, 'ending WebKit', session.deleteSession()).catch(() => {})
        stop()
      },
      async newPage(size) {
        await within(20_000, 'sizing the WebKit window', resize(size))
        return {
          goto: async (url, watches) => {
            await session.url(url)
            if (watches.length) await session.execute(watches.map((fn) => `(${fn})();`).join(''))
          },
          evaluate: (fn, ...args) =>
            session.execute(fn as (...args: unknown[]) => never, ...args) as never,
          clickAt: (x, y) =>
            session
              .action('pointer')
              .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
              .down()
              .up()
              .perform(),
          press: (key) => session.keys(Keys[key]),
          // Each character pressed and released in turn (keys() presses them all, then releases).
          type: async (text) => {
            const keys = session.action('key')
            for (const character of text) keys.down(character).up(character)
            await keys.perform()
          },
          back: () => session.back(),
          // A new tab in the same window takes the focus; the old one goes with its history,
          // sessionStorage and whatever it still runs (the site uses no cookies nor localStorage).
          close: () =>
            within(
              10_000,
              'closing a WebKit page',
              (async () => {
                await session.releaseActions()
                const { handle } = await session.createWindow('tab')
                await session.closeWindow()
                await session.switchToWindow(handle)
              })(),
            ),
        }
      },
    }
  },
}

const chosen = process.env.ENGINES?.split(',') ?? ['firefox', 'webkit']
/** ENGINES=firefox (or webkit) runs one; both by default. */
export const engines = [firefox, webkit].filter(({ name }) => chosen.includes(name))

const running = new Map<string, Promise<Browser>>()

/** This worker's browser of `engine`, started if need be. */
export function startBrowser(engine: Engine): Promise<Browser> {
  const browser = running.get(engine.name) ?? engine.launch()
  running.set(engine.name, browser)
  return browser.catch((error: unknown) => {
    running.delete(engine.name)
    throw error
  })
}

/** A fresh page, and its end: after a failure (or a page that will not close), the browser goes
 * too, as it may be left in any state; the next journey starts another. */
export async function openPage(engine: Engine, size: Viewport) {
  const browser = await startBrowser(engine)
  const retire = () => {
    running.delete(engine.name)
    return browser.close()
  }
  const page = await browser.newPage(size).catch(async (error: unknown) => {
    await retire()
    throw error
  })
  const finish = (passed: boolean) => (passed ? page.close() : Promise.reject()).catch(retire)
  return { page, finish }
}

/** Where environment.ts, loaded apart from the journeys' modules, finds how to close them all. */
const closeAll = () => Promise.allSettled([...running.values()].map(async (b) => (await b).close()))
Object.assign(globalThis, { closeEngines: closeAll })
