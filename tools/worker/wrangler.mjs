// Runs wrangler (the pinned devDependency) with nothing reaching for the network: no download of
// the `cf` request object, no metrics, no banner (printing it asks the registry for a newer
// version). Used by the npm scripts and the test and load tools.
//
//   node tools/worker/wrangler.mjs <wrangler arguments>   (npm run wrangler -- <arguments>)
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const bin = join(
  dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin/wrangler.js',
)

/**
 * The D1 bindings of wrangler.jsonc, each with its own migrations: the messages (DB) and the
 * statistics (STATS). `npm start`, `npm run dev` and `npm run deploy` apply both.
 */
export const DATABASES = ['DB', 'STATS']

export const wranglerEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
}

/**
 * Starts wrangler with `args`; `stdio` as for child_process.spawn, `signal` aborted sends it
 * SIGTERM. Returns the child process.
 */
export function spawnWrangler(args, { stdio = 'inherit', signal } = {}) {
  return spawn(process.execPath, [bin, ...args], { cwd: root, env: wranglerEnv, stdio, signal })
}

/** Runs wrangler to the end; rejects when it fails. */
export function runWrangler(args, options) {
  return new Promise((resolve, reject) => {
    const child = spawnWrangler(args, options)
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler ${args.join(' ')} exited with ${code}`)),
    )
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = spawnWrangler(process.argv.slice(2))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('close', (code) => process.exit(code ?? 1))
}
