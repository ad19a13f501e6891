import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Reporter, TestModule, Vitest } from 'vitest/node'

type Outcome = 'pass' | 'flaky' | 'FAIL' | 'skip'

/**
 * After Vitest's own report: a table of journey × engine, each engine's run time (its journeys'
 * own: the browsers start before them, journey.ts), the ten slowest journeys with their share of
 * the timeout (a journey should need at most half of it, to pass on a machine two times slower),
 * what a flaky journey (passed when tried again, in CI) first failed on, and the plain closing
 * line "N passed, N failed[, N flaky][, N skipped[: why]]", where "why" says which engine is not
 * installed (journey.ts skips its journeys outside CI). In CI a flaky journey fails the run, and
 * its first try's errors, in full, are kept in test-results/engines/.
 */
export default class EnginesReporter implements Reporter {
  private testTimeout = 0

  onInit(vitest: Vitest) {
    this.testTimeout = vitest.config.testTimeout
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const outcomes = new Map<string, Map<string, Outcome>>()
    const seconds = new Map<string, number>()
    const notes = new Set<string>()
    const missingEngines = new Set<string>()
    const firstFailures: string[] = []
    const keptFailures: string[] = []
    const durations: { name: string; ms: number; timeout: number }[] = []
    let failed = unhandledErrors.length
    for (const module of modules) {
      failed += module.errors().length
      for (const test of module.children.allTests()) {
        const [engine = '?', journey = test.name] = test.name.split(' › ')
        const result = test.result()
        const passed = test.diagnostic()?.flaky ? 'flaky' : 'pass'
        const outcome: Outcome =
          result.state === 'passed' ? passed : result.state === 'failed' ? 'FAIL' : 'skip'
        if (result.state === 'skipped' && result.note) notes.add(`${engine}: ${result.note}`)
        const { engineMissing } = test.meta()
        if (result.state === 'skipped' && engineMissing) missingEngines.add(engineMissing)
        if (outcome === 'flaky') {
          const [firstLine = ''] = (result.errors?.[0]?.message ?? '').split('\n')
          firstFailures.push(`flaky ${test.name}: ${firstLine}`)
          keptFailures.push(keepFailure(test.name, result.errors ?? []))
        }
        if (!outcomes.has(journey)) outcomes.set(journey, new Map())
        outcomes.get(journey)?.set(engine, outcome)
        const duration = test.diagnostic()?.duration ?? 0
        seconds.set(engine, (seconds.get(engine) ?? 0) + duration / 1000)
        if (result.state !== 'skipped') {
          durations.push({
            name: test.name,
            ms: duration,
            timeout: test.options.timeout ?? this.testTimeout,
          })
        }
      }
    }

    const engines = [...seconds.keys()]
    const width = Math.max(7, ...[...outcomes.keys()].map((journey) => journey.length))
    const lines = [
      '',
      `${'journey'.padEnd(width)}  ${engines.map((engine) => engine.padEnd(7)).join(' ')}`,
      ...[...outcomes].map(
        ([journey, byEngine]) =>
          `${journey.padEnd(width)}  ${engines.map((engine) => (byEngine.get(engine) ?? '-').padEnd(7)).join(' ')}`,
      ),
      '',
      ...engines.map((engine) => `${engine}: ${(seconds.get(engine) ?? 0).toFixed(1)} s`),
      '',
      'slowest journeys (share of the timeout):',
      ...durations
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map(
          ({ name, ms, timeout }) =>
            `${(ms / 1000).toFixed(1).padStart(6)} s ${`${Math.round((100 * ms) / timeout)}%`.padStart(4)}  ${name}`,
        ),
      ...[...notes].map((note) => `skipped ${note}`),
      ...firstFailures,
    ]
    const all = [...outcomes.values()].flatMap((byEngine) => [...byEngine.values()])
    failed += all.filter((outcome) => outcome === 'FAIL').length
    const flaky = all.filter((outcome) => outcome === 'flaky').length
    const passed = all.filter((outcome) => outcome === 'pass').length + flaky
    const skipped = all.filter((outcome) => outcome === 'skip').length
    const why = missingEngines.size ? `: ${[...missingEngines].join('; ')}` : ''
    lines.push(
      '',
      `${passed} passed, ${failed} failed` +
        `${flaky ? `, ${flaky} flaky` : ''}${skipped ? `, ${skipped} skipped${why}` : ''}`,
    )
    if (flaky && failOnFlaky) {
      // As Playwright's failOnFlakyTests: a journey that passes only when tried again fails CI.
      lines.push(
        `${flaky} flaky: in CI a journey that passes only when tried again fails the run; what` +
          ` its first try failed on is kept in ${keptFailures.join(', ')}`,
      )
      process.exitCode = 1
    }
    console.log(lines.join('\n'))
  }
}

/** In CI (as the retry, vitest.config.ts), a flaky journey fails the run. */
const failOnFlaky = Boolean(process.env.CI)

/** Where what a flaky journey's first try failed on is kept, beside Playwright's test-results/. */
const KEPT_DIR = 'test-results/engines'

/** Writes the errors of a journey's failed try, in full (message and stack), to a file of its own. */
function keepFailure(name: string, errors: ReadonlyArray<{ message?: string; stack?: string }>) {
  mkdirSync(KEPT_DIR, { recursive: true })
  const file = join(KEPT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.txt`)
  writeFileSync(
    file,
    errors.map((error) => error.stack ?? error.message ?? String(error)).join('\n\n') + '\n',
  )
  return file
}
