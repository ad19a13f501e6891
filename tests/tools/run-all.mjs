// `npm test`: every check, in order, stopping at the first that fails; then one line a step, with
// its time and its verdict (the step's own closing line: counts of tests, or that the audit could
// not be checked), so a run's cost and outcome can be read at a glance.
import { spawn } from 'node:child_process'

const steps = [
  'typecheck',
  'lint',
  'test:unit',
  'audit:prod',
  'build',
  'check:build',
  'test:worker',
  'test:e2e',
  'test:engines',
]

/** Lines that say how a step ended: test counts, the audit's verdict, a check's tick. */
const VERDICT =
  /(\b\d+ (passed|failed|flaky|skipped)\b)|^audit: |^npm audit \(|^✓|^Tests\s+\d+|^All matched files/
// eslint-disable-next-line no-control-regex -- the colours test runners print
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim()

function run(step) {
  return new Promise((resolve) => {
    const started = Date.now()
    const verdicts = []
    const child = spawn('npm', ['run', '--silent', step], { stdio: ['inherit', 'pipe', 'pipe'] })
    const read = (chunk, out) => {
      out.write(chunk)
      for (const line of String(chunk).split('\n').map(plain)) {
        if (VERDICT.test(line)) verdicts.push(line)
      }
    }
    child.stdout.on('data', (chunk) => read(chunk, process.stdout))
    child.stderr.on('data', (chunk) => read(chunk, process.stderr))
    child.on('close', (code) =>
      resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000, verdicts }),
    )
  })
}

const results = []
for (const step of steps) {
  const result = await run(step)
  results.push(result)
  if (!result.ok) break
}

const width = Math.max(...steps.map((step) => step.length))
const total = results.reduce((sum, { seconds }) => sum + seconds, 0)
console.log('\nnpm test, step by step:')
for (const { step, ok, seconds, verdicts } of results) {
  // Playwright closes with a line a count ("1 flaky", "240 passed (9.1m)"): all of them.
  const counts = verdicts.filter((line) =>
    /^\d+ (passed|failed|flaky|skipped|did not run)\b/.test(line),
  )
  const verdict = counts.length > 0 ? counts.join(', ') : (verdicts.at(-1) ?? '')
  console.log(
    `  ${step.padEnd(width)}  ${seconds.toFixed(0).padStart(4)} s  ${ok ? 'ok    ' : 'FAILED'}  ${verdict}`,
  )
}
for (const step of steps.slice(results.length))
  console.log(`  ${step.padEnd(width)}     -    not run`)
const failed = results.find((result) => !result.ok)
console.log(
  `  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(4)} s  ${failed ? 'FAILED' : 'ok'}`,
)
process.exit(failed ? 1 : 0)
