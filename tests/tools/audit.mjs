// `npm audit --omit=dev` with a verdict: exits 1 when a production dependency has a high or
// critical advisory. When the registry's audit service cannot be reached (some mirrors answer
// 405), it exits 0, since nothing was checked rather than something found, and its last line
// says so ("audit: not checked — …"), so that no one reads it as a pass.
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
let report
try {
  report = JSON.parse(run.stdout)
} catch {
  report = undefined
}

if (!report || report.error || !report.metadata) {
  const reason = report?.message || report?.error?.summary
  const why = reason
    ? `the advisory service could not be reached (${reason.split(' - ')[0]})`
    : `npm audit gave no report (${run.error?.message ?? `exit status ${run.status}`})`
  if (reason) console.log(`⚠ npm audit could not reach the advisory service: ${reason}`)
  console.log(`audit: not checked — ${why}`)
  process.exit(0)
}

const { vulnerabilities } = report.metadata
const serious = (vulnerabilities.high ?? 0) + (vulnerabilities.critical ?? 0)
console.log(
  `npm audit (production dependencies): ${vulnerabilities.critical ?? 0} critical, ${vulnerabilities.high ?? 0} high, ${vulnerabilities.moderate ?? 0} moderate, ${vulnerabilities.low ?? 0} low`,
)
if (serious > 0) {
  console.error(
    '✗ high or critical advisories in production dependencies: run `npm audit --omit=dev`',
  )
  process.exit(1)
}
console.log('✓ no high or critical advisory in production dependencies')
