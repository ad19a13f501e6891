// Checks the production build in dist/: no devtools code, and the JavaScript and CSS that `/`
// loads before any interaction stay within budget (gzip). Run after `npm run build`.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const budgets = { js: 110 * 1024, css: 15 * 1024 }
const failures = []

const assets = readdirSync(join(dist, 'assets'))
const devtoolsMarkers = [/tsqd-/, /Devtools is already mounted/, /TanStack Router logo/]
for (const file of assets.filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(join(dist, 'assets', file), 'utf8')
  const marker = devtoolsMarkers.find((pattern) => pattern.test(code))
  if (marker) failures.push(`${file} contains devtools code (${marker})`)
}

const html = readFileSync(join(dist, 'index.html'), 'utf8')
const linked = (pattern) => [...html.matchAll(pattern)].map((match) => match[1])
const firstLoad = {
  js: [
    ...linked(/<script[^>]+src="([^"]+\.js)"/g),
    ...linked(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ],
  css: linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g),
}
const gzipSize = (path) => gzipSync(readFileSync(join(dist, path))).length
for (const kind of /** @type {const} */ (['js', 'css'])) {
  const files = [...new Set(firstLoad[kind])]
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0)
  const kib = (total / 1024).toFixed(1)
  console.log(
    `first-load ${kind} of /: ${kib} KiB gzip in ${files.length} file(s) (budget ${budgets[kind] / 1024} KiB)`,
  )
  if (total > budgets[kind])
    failures.push(`first-load ${kind} ${kib} KiB is over its ${budgets[kind] / 1024} KiB budget`)
}

if (failures.length) {
  console.error(failures.map((line) => `✗ ${line}`).join('\n'))
  process.exit(1)
}
console.log('✓ build checks passed: no devtools code, first-load budgets met')
