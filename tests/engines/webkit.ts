import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Key, remote } from 'webdriverio'
import {
  recordErrors,
  within,
  type Engine,
  type EngineBrowser,
  type EnginePage,
  type Viewport,
} from './engine'
import { freePort } from '../../shared/localRuntime'
import { waitUntilAnswers } from '../support/servers'

/**
 * WebKitGTK's MiniBrowser (`apt-get install webkit2gtk-driver`), driven by classic WebDriver
 * through WebKitWebDriver in its own Xvfb display (`apt-get install xvfb`). WebKitGTK has no
 * WebDriver BiDi yet, hence webdriverio's classic mode.
 */
const programs = ['WebKitWebDriver', 'xvfb-run', 'Xvfb']

type Session = Awaited<ReturnType<typeof remote>>

export const webkit: Engine = {
  name: 'webkit',

  missing: () => {
    const absent = programs.filter(
      (program) => spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0,
    )
    return absent.length ? `WebKit cannot run: ${absent.join(', ')} not installed` : undefined
  },

  async launch(): Promise<EngineBrowser> {
    // WebKitGTK reports prefers-reduced-motion from GTK's "enable animations" setting, read from
    // settings.ini where no settings daemon runs (as in Xvfb): motion welcome, whatever the
    // machine's own setting.
    const config = mkdtempSync(join(tmpdir(), 'engines-webkit-'))
    mkdirSync(join(config, 'gtk-3.0'))
    writeFileSync(
      join(config, 'gtk-3.0', 'settings.ini'),
      '[Settings]\ngtk-enable-animations=true\n',
    )
    const port = await freePort()
    // Xvfb has no window manager: keyboard focus goes to the window under the pointer, which
    // starts at the screen's centre. A screen this small keeps it inside every window (at 0,0,
    // at least 447 px wide), so the page has focus and keyboard focus shows (:focus-visible).
    const display = ['--auto-servernum', '--server-args=-screen 0 800x600x24']
    const driver = spawn('xvfb-run', [...display, 'WebKitWebDriver', `--port=${port}`], {
      detached: true, // its own process group, so closing ends the driver, the browser and Xvfb
      stdio: 'ignore',
      env: {
        ...process.env,
        XDG_CONFIG_HOME: config,
        // Without a GPU (Xvfb), WebKitGTK's DMA-BUF renderer leaves CSS animations pending, at
        // 0 ms, for seconds: an exit animation then never ends (a dialog stays open) and ending
        // the session can hang. The shared-memory renderer runs them as a visitor's Safari does;
        // it paints no backdrop-filter blur (the journeys read it from computed styles only).
        // That renderer's web process crashes on any view transition, even a bare
        // document.startViewTransition() (WebKitGTK 2.50.6), so they are switched off below.
        WEBKIT_DISABLE_DMABUF_RENDERER: '1',
      },
    })
    const stop = () => {
      if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, 'SIGTERM')
      rmSync(config, { recursive: true, force: true })
      process.off('exit', stop)
    }
    process.on('exit', stop) // a run that ends early leaves no browser behind

    let browser: Session
    try {
      await waitUntilAnswers(
        `http://127.0.0.1:${port}/status`,
        () => driver.exitCode === null,
        15_000,
      )
      const capabilities = {
        'wdio:enforceWebDriverClassic': true,
        // As a browser without view transitions (Safari before 18): the page must not need them.
        // Chromium and Firefox run the journeys with them.
        'webkitgtk:browserOptions': { args: ['--automation', '--features=-ViewTransitions'] },
      }
      browser = await within(
        30_000,
        'starting WebKit',
        remote({ hostname: '127.0.0.1', port, logLevel: 'error', capabilities }),
      )
    } catch (error) {
      stop()
      throw error
    }

    // The window includes MiniBrowser's toolbar: the window's size less the page's, once known.
    let chrome: Viewport | undefined

    /** Sizes the window so that the page gets the viewport (or as near as it can). */
    const resize = async (viewport: Viewport) => {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const around = chrome ?? { width: 0, height: 0 }
        await browser.setWindowSize(viewport.width + around.width, viewport.height + around.height)
        const inner = await browser.execute(() => ({ width: innerWidth, height: innerHeight }))
        const window = await browser.getWindowSize()
        chrome = { width: window.width - inner.width, height: window.height - inner.height }
        if (inner.width === viewport.width && inner.height === viewport.height) return
      }
      // Narrower than MiniBrowser's toolbar allows: as narrow as it can be (447 px).
    }

    return {
      usable: () => driver.exitCode === null,

      newPage: async (viewport) => {
        await within(20_000, 'sizing the WebKit window', resize(viewport))
        return page()
      },

      close: async () => {
        // A polite end of the session, but not waited on for long: stop() ends it anyway.
        await within(5_000, 'ending the WebKit session', browser.deleteSession()).catch(() => {})
        stop()
      },
    }

    /**
     * The journey's tab goes, with its history, its sessionStorage (the contact form's draft) and
     * whatever its page still runs: a new tab, in the same window and with its focus, waits for
     * the next journey. Keys or buttons still held are let go. (Cookies and localStorage stay:
     * the site uses neither.)
     */
    async function newTab() {
      await browser.releaseActions()
      const { handle } = await browser.createWindow('tab')
      await browser.closeWindow()
      await browser.switchToWindow(handle)
    }

    /** The session's current tab: a new one, that no journey has used yet (see close). */
    function page(): EnginePage {
      return {
        goto: async (url, watch) => {
          await browser.url(url)
          // One call as soon as the load returns (the app's code starts a few frames later).
          const start = [recordErrors, ...(watch ? [watch] : [])].map((fn) => `(${fn})();`)
          await browser.execute(start.join('\n'))
        },
        evaluate: <Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) =>
          browser.execute(fn as (...args: unknown[]) => Result, ...args) as Promise<
            Awaited<Result>
          >,
        clickAt: (x, y) =>
          browser
            .action('pointer')
            .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
            .down()
            .up()
            .perform(),
        press: (key) => browser.keys(Key[key]),
        // Each character pressed and released in turn (browser.keys presses them all first, and a
        // key that is already down, like a second space, is not pressed again).
        type: async (text) => {
          const keys = browser.action('key')
          for (const character of text) keys.down(character).up(character)
          await keys.perform()
        },
        back: () => browser.back(),
        close: () => within(10_000, 'closing a WebKit page', newTab()),
      }
    }
  },
}
