// The Chromium every test and benchmark starts, in one place: Debian's when it is installed (CI
// here, `npm run test:setup`), otherwise none named, so Playwright or chrome-launcher finds its
// own (`npx playwright install chromium` elsewhere); and the flags that keep it quiet.
import { existsSync } from 'node:fs'

/** `/usr/bin/chromium` (or `chromium-browser`) when installed, else undefined. */
export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
)

/** No traffic of the browser's own (updates, sync, QUIC), no first-run pages. */
export const quietChromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/** Playwright's options to launch it (the suite's config, a spec of its own, the benchmarks). */
export const chromiumLaunchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: quietChromiumArgs,
}
