import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The cross-engine journeys (`npm run test:engines`): Firefox and WebKit, two journey files at a
 * time, each journey in a fresh browser of its own (on this 2-core machine, 189 s against about
 * 360 s one file at a time, 2026-11-25). Against BASE_URL (e.g.
 * `BASE_URL=http://127.0.0.1:8787 npm run test:engines`) or the production build in dist/ served by the usual server (server.ts). The journeys across a deploy
 * (stale-code.journey.ts) serve their own copy of dist/ either way (deploy.ts).
 */

/** Read here: Vitest later sets process.env.BASE_URL to Vite's base path ('/'). */
const baseURL = process.env.BASE_URL?.replace(/\/$/, '')

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/engines/**/*.journey.ts'],
    environment: 'node',
    // Against BASE_URL when given, else server.ts serves dist/ for the run.
    ...(baseURL ? { provide: { baseURL } } : { globalSetup: ['tests/engines/server.ts'] }),
    fileParallelism: true,
    maxWorkers: 2,
    // As Playwright's journeys in CI: once more after a failure, reported as flaky.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 90_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    reporters: ['default', './tests/engines/reporter.ts'],
  },
})
