// Checks the production build in dist/ ships no router or query devtools code (they are for
// `npm run dev` only). Usage: node tests/tools/check-build.mjs [dist]
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.argv[2] ?? 'dist'
// Strings only the devtools bundles contain, each first found in its own package (a marker renamed
// in an update would find nothing anywhere).
const markers = [
  [/tsqd-/, '@tanstack/query-devtools/build'],
  [/Devtools is already mounted/, '@tanstack/query-devtools/build'],
  [/Devtools is already mounted/, '@tanstack/router-devtools-core/dist'],
  [/Open TanStack Router Devtools/, '@tanstack/router-devtools-core/dist'],
]
const scriptsIn = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((name) => /\.(js|mjs|cjs)$/.test(name))
    .map((name) => ({ name, code: readFileSync(join(dir, name), 'utf8') }))

const problems = markers
  .filter(
    ([marker, where]) =>
      !scriptsIn(join('node_modules', where)).some(({ code }) => marker.test(code)),
  )
  .map(([marker, where]) => `${marker} is not in ${where} any more: update the marker`)
const scripts = scriptsIn(join(dist, 'assets'))
if (scripts.length === 0) problems.push(`no scripts found in ${dist}/assets`)
for (const { name, code } of scripts) {
  const hit = markers.find(([marker]) => marker.test(code))
  if (hit) problems.push(`${name} contains devtools code (${hit[0]})`)
}
if (problems.length) console.error(problems.map((line) => `✗ ${line}`).join('\n'))
else console.log(`✓ ${scripts.length} scripts in ${dist}/assets, none with devtools code`)
process.exitCode = problems.length ? 1 : 0
