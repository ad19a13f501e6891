import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { siteContent } from '../../tools/siteContent.ts'

/** Read here: Vitest later sets process.env.BASE_URL to Vite's base path ('/'). */
const baseURL = process.env.BASE_URL?.replace(/\/$/, '')

/**
 * `npm run test:engines`: the journeys in Firefox and WebKit, against BASE_URL or dist/. No retry:
 * a journey that fails once fails the run (0 flaky, docs/testing.md).
 */
export default defineConfig({
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
