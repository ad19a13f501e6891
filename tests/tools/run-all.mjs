// `npm test`: every check, in order, stopping at the first that fails; then one line a step, with
// its time and its verdict (the step's own closing line: counts of tests, or that the audit could
// not be checked), so a run's cost and outcome can be read at a glance.
import { spawn } from 'node:child_process'

/**
 * The steps in order; the steps of a group run at the same time, each printing its output when it
 * ends. The first group's checks each keep one core busy, and the build (on a fresh clone: every
 * project image and loop encoded, about 90 s) keeps the cores they leave: together they take
 * about the build's time. The unit tests then find the images the build made; the Worker's tests
 * fill the time their start leaves idle (68 s one after the other, 56 s side by side).
 */
const order = [
  ['typecheck', 'lint', 'build'],
  ['test:unit', 'test:worker', 'audit:prod', 'check:build'],
  'test:e2e',
  'test:engines',
]
const steps = order.flat()

/** Lines that say how a step ended: test counts, the audit's verdict, a check's tick. */
const VERDICT =
  /(\b\d+ (passed|failed|flaky|skipped)\b)|^audit: |^npm audit \(|^✓|^Tests\s+\d+|^All matched files/
// eslint-disable-next-line no-control-regex -- the colours test runners print
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim()

/** Runs one step; a step of a group keeps its output until it ends (`together`). */
function run(step, together = false) {
  return new Promise((resolve) => {
    const started = Date.now()
    const verdicts = []
    const kept = []
    const child = spawn('npm', ['run', '--silent', step], {
      stdio: [together ? 'ignore' : 'inherit', 'pipe', 'pipe'],
    })
    const read = (chunk, out) => {
      if (together) kept.push(chunk)
      else out.write(chunk)
      for (const line of String(chunk).split('\n').map(plain)) {
        if (VERDICT.test(line)) verdicts.push(line)
      }
    }
    child.stdout.on('data', (chunk) => read(chunk, process.stdout))
    child.stderr.on('data', (chunk) => read(chunk, process.stderr))
    child.on('close', (code) => {
      if (together) process.stdout.write(`\n> ${step}\n${Buffer.concat(kept)}`)
      resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000, verdicts })
    })
  })
}

const results = []
const startedAll = Date.now()
for (const entry of order) {
  const ran = Array.isArray(entry)
    ? await Promise.all(entry.map((step) => run(step, true)))
    : [await run(entry)]
  results.push(...ran)
  if (ran.some((result) => !result.ok)) break
}

const width = Math.max(...steps.map((step) => step.length))
// The run's own time: a group's steps overlap.
const total = (Date.now() - startedAll) / 1000
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
