import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { siteContent } from '../../tools/siteContent.ts'

/** Read here: Vitest later sets process.env.BASE_URL to Vite's base path ('/'). */
const baseURL = process.env.BASE_URL?.replace(/\/$/, '')

/**
 * `npm run test:engines`: the journeys in Firefox and WebKit, two files at a time, each worker
 * keeping one browser per engine (browsers.ts), against BASE_URL or dist/ (server.ts). No retry:
 * a journey that fails once fails the run, with its error in full (0 flaky, docs/testing.md).
 */
export default defineConfig({
  // The journeys read the site's words as the app does.
  plugins: [siteContent()],
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/engines/**/*.journey.ts'],
    environment: fileURLToPath(new URL('environment.ts', import.meta.url)),
    // The files share a worker's modules, so its browsers serve all of them.
    isolate: false,
    ...(baseURL ? { provide: { baseURL } } : { globalSetup: ['tests/engines/server.ts'] }),
    maxWorkers: 2,
    testTimeout: 90_000,
    // 14 % of the timeout, the most a journey may need (docs/testing.md): Vitest names it.
    slowTestThreshold: 12_600,
    expect: { poll: { timeout: 10_000, interval: 50 } },
  },
})
