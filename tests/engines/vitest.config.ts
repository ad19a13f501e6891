import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { siteContent } from '../../tools/siteContent.ts'

/**
 * The cross-engine journeys (`npm run test:engines`): Firefox and WebKit, two journey files at a
 * time. Each worker keeps one browser per engine, and gives each journey a fresh page of it
 * (browsers.ts), which is far quicker than a browser per journey (docs/testing.md). Against
 * BASE_URL (e.g. `BASE_URL=http://127.0.0.1:8787 npm run test:engines`) or the production build
 * in dist/ served by the usual server (server.ts). The journeys across a deploy (stale-code.journey.ts)
 * serve their own copy of dist/ either way (deploy.ts).
 */

/** Read here: Vitest later sets process.env.BASE_URL to Vite's base path ('/'). */
const baseURL = process.env.BASE_URL?.replace(/\/$/, '')

export default defineConfig({
  // The journeys read the site's words as the app does (src/i18n/en.ts: the services in one language).
  plugins: [siteContent()],
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/engines/**/*.journey.ts'],
    // Node's, closing the worker's browsers at its end.
    environment: fileURLToPath(new URL('environment.ts', import.meta.url)),
    // The journeys' files share a worker's modules, so its browsers serve all of them (browsers.ts).
    isolate: false,
    // Against BASE_URL when given, else server.ts serves dist/ for the run.
    ...(baseURL ? { provide: { baseURL } } : { globalSetup: ['tests/engines/server.ts'] }),
    fileParallelism: true,
    maxWorkers: 2,
    // As Playwright's journeys in CI: tried once more after a failure, to tell flaky from broken;
    // a journey that passes only on its second try fails the run (reporter.ts).
    retry: process.env.CI ? 1 : 0,
    testTimeout: 90_000,
    // Vitest prints the time of every journey above this: 14 % of the timeout, the most one may
    // need (docs/testing.md).
    slowTestThreshold: 12_600,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['default', './tests/engines/reporter.ts'],
  },
})
