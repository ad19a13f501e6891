import type { Reporter, TestCase } from 'vitest/node'

/**
 * As Playwright's failOnFlakyTests: in CI, where a failed journey is tried once more
 * (vitest.config.ts), one that passes only on its second try fails the run, and what its first
 * try failed on is printed in full. Also says why journeys were skipped (an engine not installed
 * here, journey.ts), which Vitest's own report leaves out.
 */
export default class FailOnFlaky implements Reporter {
  private readonly flaky: string[] = []
  private readonly skipped = new Set<string>()

  onTestCaseResult(test: TestCase) {
    const result = test.result()
    if (result.state === 'skipped' && result.note) this.skipped.add(`skipped: ${result.note}`)
    if (!test.diagnostic()?.flaky) return
    const errors = (result.errors ?? []).map((error) => error.stack ?? error.message)
    this.flaky.push([`flaky ${test.name}, its first try:`, ...errors].join('\n'))
  }

  onTestRunEnd() {
    if (this.skipped.size) console.log(['', ...this.skipped].join('\n'))
    if (this.flaky.length === 0) return
    console.log(['', ...this.flaky, `${this.flaky.length} flaky: the run fails`].join('\n\n'))
    process.exitCode = 1
  }
}
