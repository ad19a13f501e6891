// Checks the production build in dist/ ships no router or query devtools code (they are for
// `npm run dev` only). The first-load size budget is measured in a real browser by
// tests/e2e/build-first-load-budget.spec.ts. Usage: node tests/tools/check-build.mjs [dist]
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.argv[2] ?? 'dist'

/**
 * Strings that only the devtools bundles contain (class prefixes and messages survive
 * minifying), each with the installed package whose built code must contain it: a marker the
 * package no longer has (renamed in an update) would find nothing anywhere, so the check first
 * finds every marker in its own package, and fails when it cannot.
 */
const devtoolsMarkers = [
  { marker: /tsqd-/, in: '@tanstack/query-devtools/build' },
  { marker: /Devtools is already mounted/, in: '@tanstack/query-devtools/build' },
  { marker: /Devtools is already mounted/, in: '@tanstack/router-devtools-core/dist' },
  { marker: /Open TanStack Router Devtools/, in: '@tanstack/router-devtools-core/dist' },
]

/** Every JavaScript file under `dir`, with its code. */
function scriptsIn(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => /\.(js|mjs|cjs)$/.test(name))
    .map((name) => ({ name, code: readFileSync(join(dir, name), 'utf8') }))
}

const problems = []
for (const { marker, in: where } of devtoolsMarkers) {
  const found = scriptsIn(join('node_modules', where)).some(({ code }) => marker.test(code))
  if (!found) problems.push(`${marker} is not in ${where} any more: update the marker`)
}

const scripts = scriptsIn(join(dist, 'assets'))
for (const { name, code } of scripts) {
  const hit = devtoolsMarkers.find(({ marker }) => marker.test(code))
  if (hit) problems.push(`${name} contains devtools code (${hit.marker})`)
}
if (scripts.length === 0) problems.push(`no scripts found in ${dist}/assets`)

if (problems.length) {
  console.error(problems.map((line) => `✗ ${line}`).join('\n'))
  process.exit(1)
}
console.log(
  `✓ ${scripts.length} scripts in ${dist}/assets, none with devtools code ` +
    `(${devtoolsMarkers.length} markers, each found in its devtools package)`,
)
