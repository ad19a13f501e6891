import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import type { Reporter, TestCase } from 'vitest/node'
import { siteContent } from '../../tools/siteContent.ts'

/** Read here: Vitest later sets process.env.BASE_URL to Vite's base path ('/'). */
const baseURL = process.env.BASE_URL?.replace(/\/$/, '')

/**
 * As Playwright's failOnFlakyTests: in CI a journey that passes only on its second try fails the
 * run, with what its first try failed on; and why journeys were skipped (an engine not here).
 */
class FailOnFlaky implements Reporter {
  private readonly said = new Set<string>()
  onTestCaseResult(test: TestCase) {
    const {
      state,
      note,
      errors = [],
    } = test.result() as { state: string; note?: string; errors?: Error[] }
    if (state === 'skipped' && note) this.said.add(`skipped: ${note}`)
    if (test.diagnostic()?.flaky)
      this.said.add(
        [`flaky ${test.name}, its first try:`, ...errors.map((e) => e.stack)].join('\n'),
      )
  }
  onTestRunEnd() {
    if (this.said.size) console.log(['', ...this.said].join('\n\n'))
    if ([...this.said].some((line) => line.startsWith('flaky'))) process.exitCode = 1
  }
}

/**
 * `npm run test:engines`: the journeys in Firefox and WebKit, two files at a time, each worker
 * keeping one browser per engine (browsers.ts), against BASE_URL or dist/ (server.ts).
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
    // Tried once more in CI, to tell flaky (which fails the run) from broken.
    retry: process.env.CI ? 1 : 0,
    testTimeout: 90_000,
    // 14 % of the timeout, the most a journey may need (docs/testing.md): Vitest names it.
    slowTestThreshold: 12_600,
    expect: { poll: { timeout: 10_000, interval: 50 } },
    reporters: ['default', new FailOnFlaky()],
  },
})
