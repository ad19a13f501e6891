// `npm audit --omit=dev` with a verdict: exits 1 on a high or critical advisory in a production
// dependency. When the advisory service cannot be reached (some mirrors answer 405) it exits 0,
// as nothing was checked rather than something found, and says so ("audit: not checked — …").
import { spawnSync } from 'node:child_process'

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' })
const report = (() => {
  try {
    return JSON.parse(run.stdout)
  } catch {
    return undefined
  }
})()
const counts = report?.metadata?.vulnerabilities
if (!counts) {
  const reason = report?.message || report?.error?.summary || `exit status ${run.status}`
  console.log(`audit: not checked — no report (${reason.split(' - ')[0]})`)
  process.exit(0)
}
const { critical = 0, high = 0, moderate = 0, low = 0 } = counts
console.log(
  `npm audit (production dependencies): ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`,
)
if (critical + high > 0) console.error('✗ high or critical advisories: run `npm audit --omit=dev`')
process.exitCode = critical + high > 0 ? 1 : 0
