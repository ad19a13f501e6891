// Reads one of the site's D1 databases (DB, the messages; STATS, the statistics) through
// `wrangler d1 execute`: the local one by default (the one `npm start` uses), the deployed one
// with --remote, another local one with --persist-to DIR. Used by `npm run messages` and
// `npm run stats`.
import { spawnWrangler } from './wrangler.mjs'

/** Where to read, from the command's arguments: `--remote`, or local (`--persist-to DIR`). */
export function where(args) {
  const place = args.includes('--remote') ? ['--remote'] : ['--local']
  const persistAt = args.indexOf('--persist-to')
  if (persistAt !== -1) place.push('--persist-to', args[persistAt + 1] ?? '')
  return place
}

/** Runs a query on `database` through `wrangler d1 execute` and resolves to its rows. */
function execute(database, command, place) {
  return new Promise((resolve, reject) => {
    const args = ['d1', 'execute', database, ...place, '--json', '--command', command]
    const child = spawnWrangler(args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let errors = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wrangler d1 execute failed:\n${errors}${output}`))
      process.stderr.write(errors)
      try {
        resolve(JSON.parse(output).flatMap((result) => result.results ?? []))
      } catch {
        reject(new Error(`Unexpected output from wrangler d1 execute:\n${output}`))
      }
    })
  })
}

/**
 * The local database is a SQLite file that a running `npm start` also holds; while it writes, a
 * read fails with SQLITE_BUSY ("database is locked"). Such a read is tried again, a few times.
 */
export async function executeWhenFree(database, command, place, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await execute(database, command, place)
    } catch (error) {
      if (attempt === attempts || !String(error?.message).includes('SQLITE_BUSY')) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
    }
  }
}
