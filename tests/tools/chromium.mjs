// The Chromium every test and benchmark starts: Debian's when installed (`npm run test:setup`),
// else none named, so Playwright or chrome-launcher finds its own.
import { existsSync } from 'node:fs'

const installed = (...paths) => paths.find((path) => existsSync(path))

/** The browser visitors use, for the benchmarks: `/usr/bin/chromium` when installed. */
export const systemChromium = installed('/usr/bin/chromium', '/usr/bin/chromium-browser')

/** The journeys' browser: the headless shell, where a page costs half the full browser's CPU. */
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

/** Playwright's options for the journeys; the full browser where there is no shell. */
export const journeyLaunchOptions = launchOptions(systemHeadlessShell ?? systemChromium)
