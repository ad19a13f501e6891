// The Chromium every test and benchmark starts, in one place, and the flags that keep it quiet.
// Debian's builds when installed (CI here, `npm run test:setup`), otherwise none named, so
// Playwright or chrome-launcher finds its own (`npx playwright install chromium` elsewhere).
import { existsSync } from 'node:fs'

const installed = (...paths) => paths.find((path) => existsSync(path))

/** The browser visitors use, for the benchmarks: `/usr/bin/chromium` when installed. */
export const systemChromium = installed('/usr/bin/chromium', '/usr/bin/chromium-browser')

/**
 * The journeys' browser: Chromium's headless shell, what Playwright itself runs headless (Debian's
 * `chromium-headless-shell`). The same engine without the browser's windows and their UI around
 * it: a page costs half the CPU it does in the full browser, which the suite's time is made of.
 */
const systemHeadlessShell = installed('/usr/bin/chromium-headless-shell')

/** No traffic of the browser's own (updates, sync, QUIC), no first-run pages. */
export const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

const launchOptions = (executablePath) => ({
  ...(executablePath ? { executablePath } : {}),
  args: quietChromiumArgs,
})

/** Playwright's options for the benchmarks (tests/perf): the full browser. */
export const chromiumLaunchOptions = launchOptions(systemChromium)

/**
 * Playwright's options for the journeys (the suite's config, a spec of its own); the full browser
 * where there is no shell.
 */
export const journeyLaunchOptions = launchOptions(systemHeadlessShell ?? systemChromium)
