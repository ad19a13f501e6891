// Lists the stored contact messages as JSON lines, oldest first: from the local database by
// default (the one `npm start` uses), from the deployed one with --remote.
//
//   npm run messages [-- --remote | --persist-to DIR]
import { spawnWrangler } from './wrangler.mjs'

const args = process.argv.slice(2)
const where = args.includes('--remote') ? ['--remote'] : ['--local']
const persistAt = args.indexOf('--persist-to')
if (persistAt !== -1) where.push('--persist-to', args[persistAt + 1] ?? '')

const query = `SELECT id, created_at, locale, name, email, company, message, notified_at, notify_attempts
  FROM messages ORDER BY created_at, id`

/** Runs a query through `wrangler d1 execute` and resolves to its rows. */
function execute(command) {
  return new Promise((resolve, reject) => {
    const child = spawnWrangler(['d1', 'execute', 'DB', ...where, '--json', '--command', command], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
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
async function executeWhenFree(command, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await execute(command)
    } catch (error) {
      if (attempt === attempts || !String(error?.message).includes('SQLITE_BUSY')) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
    }
  }
}

try {
  for (const row of await executeWhenFree(query)) console.log(JSON.stringify(row))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
