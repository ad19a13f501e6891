import { existsSync } from 'node:fs'
import puppeteer from 'puppeteer-core'
import { readErrors, recordErrors, type Engine } from './engine'

/** Debian's Firefox ESR (`apt-get install firefox-esr`), driven over WebDriver BiDi. */
const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export const firefox: Engine = {
  name: 'firefox',

  missing: () =>
    existsSync(executablePath) ? undefined : `Firefox is not installed (${executablePath})`,

  async open({ viewport, reducedMotion }) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      // Set either way, so the machine's own setting never leaks in.
      extraPrefsFirefox: { 'ui.prefersReducedMotion': reducedMotion ? 1 : 0 },
    })
    // A new tab has the window's focus (the first one does not, and then Enter on a focused
    // button does not press it).
    const page = await browser.newPage()
    await page.setViewport(viewport)
    await page.evaluateOnNewDocument(recordErrors)

    return {
      goto: async (url) => {
        await page.goto(url, { waitUntil: 'load' })
      },
      evaluate: <Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) =>
        page.evaluate(fn as (...args: unknown[]) => Result, ...args),
      clickAt: (x, y) => page.mouse.click(x, y),
      press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
      type: (text) => page.keyboard.type(text),
      back: async () => {
        await page.goBack()
      },
      errors: () => page.evaluate(readErrors),
      close: () => browser.close(),
    }
  },
}
