import { existsSync } from 'node:fs'
import puppeteer, { type Browser } from 'puppeteer-core'
import {
  recordErrors,
  within,
  type Engine,
  type EngineBrowser,
  type EnginePage,
  type Viewport,
} from './engine'

/** Debian's Firefox ESR (`apt-get install firefox-esr`), driven over WebDriver BiDi. */
const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export const firefox: Engine = {
  name: 'firefox',

  missing: () =>
    existsSync(executablePath) ? undefined : `Firefox is not installed (${executablePath})`,

  async launch(): Promise<EngineBrowser> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      // Motion welcome, so the machine's own setting never leaks in.
      extraPrefsFirefox: { 'ui.prefersReducedMotion': 0 },
    })
    return {
      usable: () => browser.connected,
      newPage: (viewport) => within(20_000, 'opening a Firefox page', newPage(browser, viewport)),
      close: () => closeBrowser(browser),
    }

    async function newPage(browser: Browser, viewport: Viewport): Promise<EnginePage> {
      // Each journey's page is a tab of its own in a browser context of its own (no cookies,
      // storage or history of an earlier journey). A new tab has the window's focus (the
      // first one, which the browser starts with, does not, and then Enter on a focused button
      // does not press it).
      const context = await browser.createBrowserContext()
      try {
        const page = await context.newPage()
        await page.setViewport(viewport)
        await page.evaluateOnNewDocument(recordErrors)
        return {
          goto: async (url, watch) => {
            const watching = watch && (await page.evaluateOnNewDocument(watch))
            try {
              await page.goto(url, { waitUntil: 'load' })
            } finally {
              if (watching) await page.removeScriptToEvaluateOnNewDocument(watching.identifier)
            }
          },
          evaluate: <Args extends unknown[], Result>(
            fn: (...args: Args) => Result,
            ...args: Args
          ) => page.evaluate(fn as (...args: unknown[]) => Result, ...args),
          clickAt: (x, y) => page.mouse.click(x, y),
          press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
          type: (text) => page.keyboard.type(text),
          back: async () => {
            await page.goBack()
          },
          close: () => within(10_000, 'closing a Firefox page', context.close()),
        }
      } catch (error) {
        await context.close().catch(() => {})
        throw error
      }
    }
  },
}

/** Politely, but not waited on for long: then the browser's processes are killed. */
async function closeBrowser(browser: Browser) {
  try {
    await within(10_000, 'closing Firefox', browser.close())
  } catch {
    const pid = browser.process()?.pid
    if (pid) process.kill(-pid, 'SIGKILL') // its own process group (puppeteer starts it detached)
  }
}
