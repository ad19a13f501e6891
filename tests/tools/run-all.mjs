// `npm test`: every check, in order, stopping at the first that fails; then one line a step, with
// its time and its verdict (its closing counts of tests, or the audit's verdict).
import { spawn } from 'node:child_process'

// A group's steps run at the same time, each printing its output when it ends: the checks each
// keep one core busy, the build the cores they leave; the unit tests then find its images.
const order = [
  ['typecheck', 'lint', 'build'],
  ['test:unit', 'test:worker', 'audit:prod', 'check:build'],
  ['test:e2e'],
  ['test:engines'],
]
const VERDICT =
  /\b\d+ (passed|failed|flaky|skipped)\b|^audit: |^npm audit \(|^✓|^Tests\s+\d+|^All matched files/
const COUNTS = /^\d+ (passed|failed|flaky|skipped|did not run)\b/
// eslint-disable-next-line no-control-regex -- the colours test runners print
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim()

/** Runs one step; a step of a group keeps its output until it ends. */
const run = (step, together) =>
  new Promise((resolve) => {
    const started = Date.now()
    const [verdicts, kept] = [[], []]
    const child = spawn('npm', ['run', '--silent', step], {
      stdio: [together ? 'ignore' : 'inherit', 'pipe', 'pipe'],
    })
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      from.on('data', (chunk) => {
        if (together) kept.push(chunk)
        else to.write(chunk)
        verdicts.push(
          ...String(chunk)
            .split('\n')
            .map(plain)
            .filter((line) => VERDICT.test(line)),
        )
      })
    child.on('close', (code) => {
      if (together) process.stdout.write(`\n> ${step}\n${Buffer.concat(kept)}`)
      // Playwright closes with a line a count ("1 flaky", "240 passed (9.1m)").
      const counts = verdicts.filter((line) => COUNTS.test(line))
      const verdict = counts.length ? counts.join(', ') : (verdicts.at(-1) ?? '')
      resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000, verdict })
    })
  })

const results = []
const startedAll = Date.now()
for (const group of order) {
  results.push(...(await Promise.all(group.map((step) => run(step, group.length > 1)))))
  if (results.some((result) => !result.ok)) break
}
const steps = order.flat()
const width = Math.max(...steps.map((step) => step.length))
const line = (step, time, verdict) =>
  console.log(`  ${step.padEnd(width)}  ${time.padStart(6)}  ${verdict}`)
console.log('\nnpm test, step by step:')
for (const { step, ok, seconds, verdict } of results)
  line(step, `${seconds.toFixed(0)} s`, `${ok ? 'ok    ' : 'FAILED'}  ${verdict}`)
for (const step of steps.slice(results.length)) line(step, '-', 'not run')
const failed = results.some((result) => !result.ok)
// The run's own time: a group's steps overlap.
line('total', `${((Date.now() - startedAll) / 1000).toFixed(0)} s`, failed ? 'FAILED' : 'ok')
process.exit(failed ? 1 : 0)
