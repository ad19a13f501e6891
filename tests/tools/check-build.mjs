// Checks the production build in dist/ ships no router or query devtools code (they are for
// `npm run dev` only). The first-load size budget is measured in a real browser by
// tests/e2e/budget.spec.ts. Usage: node tests/tools/check-build.mjs [dist]
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
// Strings that only the devtools bundles contain (class prefixes and messages survive minifying).
const devtoolsMarkers = [/tsqd-/, /Devtools is already mounted/, /TanStack Router logo/]

const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'))
const offenders = scripts.flatMap((file) => {
  const code = readFileSync(join(dist, 'assets', file), 'utf8')
  const marker = devtoolsMarkers.find((pattern) => pattern.test(code))
  return marker ? [`${file} contains devtools code (${marker})`] : []
})

if (scripts.length === 0) offenders.push(`no scripts found in ${dist}/assets`)
if (offenders.length) {
  console.error(offenders.map((line) => `✗ ${line}`).join('\n'))
  process.exit(1)
}
console.log(`✓ ${scripts.length} scripts in ${dist}/assets, none with devtools code`)
