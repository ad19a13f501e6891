// The dev server: applies the D1 migrations to the local databases, then starts Vite, whose
// Cloudflare plugin (vite.config.ts) runs the Worker and its bindings in workerd beside the app
// with hot reload. Both use Wrangler's local state, .wrangler/state/v3: the database the dev
// server writes to is the one the migrations fill and `npm run messages` lists.
//
//   node tools/worker/dev.mjs [vite arguments]   (npm run dev [-- --port 5174 …])
//
// Vite runs with the same environment as wrangler (tools/worker/wrangler.mjs): nothing reaches
// for the network.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DATABASES, root, runWrangler, wranglerEnv } from './wrangler.mjs'

for (const database of DATABASES)
  await runWrangler(['d1', 'migrations', 'apply', database, '--local'])
console.log(
  "Emails to the studio go to wrangler's local simulation, offline: read them at /cdn-cgi/local/explorer/email/sending on the address Vite prints below.",
)

// On a fresh clone the site's first start makes every project's pictures (each width, AVIF and
// WebP) and loops before Vite says it is ready: minutes in which nothing else is printed.
if (!existsSync(join(root, 'node_modules/.cache/project-images'))) {
  console.log(
    "First start: making every project's pictures and loops for the site (a few minutes; later starts reuse them from node_modules/.cache). Vite prints the site's address when they are made.",
  )
}

const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
)
const child = spawn(process.execPath, [vite, ...process.argv.slice(2)], {
  cwd: root,
  env: wranglerEnv,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('close', (code) => process.exit(code ?? 1))
