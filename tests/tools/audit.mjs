// `npm audit --omit=dev` with a verdict: exits 1 when a production dependency has a high or
// critical advisory. When the advisory service cannot be reached (some mirrors answer 405), it
// exits 0, as nothing was checked rather than something found, and says so in its last line
// ("audit: not checked — …"), so that no one reads it as a pass.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  // no report: below
}
if (!report?.metadata) {
  const reason = report?.message || report?.error?.summary
  const why = reason
    ? `the advisory service could not be reached (${reason.split(' - ')[0]})`
    : `npm audit gave no report (${run.error?.message ?? `exit status ${run.status}`})`
  console.log(`audit: not checked — ${why}`)
  process.exit(0)
}
const { critical = 0, high = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities
console.log(
  `npm audit (production dependencies): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`,
)
if (critical + high > 0) {
  console.error(
    '✗ high or critical advisories in production dependencies: run `npm audit --omit=dev`',
  )
  process.exit(1)
}
console.log('✓ no high or critical advisory in production dependencies')
