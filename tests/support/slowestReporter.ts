import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

// After the run: the ten slowest tests, and any that needed more than half its timeout (a machine
// half as fast would fail it).
export default class SlowestReporter implements Reporter {
  private readonly runs: { title: string; duration: number; timeout: number }[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    const title = test.titlePath().filter(Boolean).slice(1).join(' › ')
    const retry = result.retry ? ` (retry ${result.retry})` : ''
    this.runs.push({ title: title + retry, duration: result.duration, timeout: test.timeout })
  }

  onEnd() {
    if (this.runs.length === 0) return // listing, or nothing ran
    const slowest = [...this.runs].sort((a, b) => b.duration - a.duration).slice(0, 10)
    const line = ({ title, duration, timeout }: (typeof slowest)[number]) =>
      `${(duration / 1000).toFixed(1).padStart(5)} s  ${Math.round((100 * duration) / timeout)
        .toString()
        .padStart(3)}% of ${timeout / 1000} s  ${title}`
    const overHalf = this.runs.filter((run) => run.duration > run.timeout / 2)
    console.log(
      [
        '',
        'The ten slowest tests (time, share of their timeout):',
        ...slowest.map(line),
        ...(overHalf.length
          ? ['', `${overHalf.length} needed more than half their timeout:`, ...overHalf.map(line)]
          : []),
      ].join('\n'),
    )
  }
}
