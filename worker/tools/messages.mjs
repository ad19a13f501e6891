// Lists the stored contact messages as JSON lines, oldest first: from the local database by
// default (the one `npm start` uses), from the deployed one with --remote. Each says, under
// `delivered`, how far telling the studio got on each channel (`email`, `webhook`): "delivered
// <time>", "waiting (<n> attempts failed)", or "not set up" (not set up when it arrived).
//
//   npm run messages [-- --remote | --persist-to DIR]
import { spawnWrangler } from './wrangler.mjs'

const args = process.argv.slice(2)
const where = args.includes('--remote') ? ['--remote'] : ['--local']
const persistAt = args.indexOf('--persist-to')
if (persistAt !== -1) where.push('--persist-to', args[persistAt + 1] ?? '')

const query = `SELECT m.id, m.created_at, m.locale, m.name, m.email, m.company, m.message,
    e.delivered_at AS email_at, e.attempts AS email_attempts,
    w.delivered_at AS webhook_at, w.attempts AS webhook_attempts
  FROM messages m
  LEFT JOIN deliveries e ON e.message_id = m.id AND e.channel = 'email'
  LEFT JOIN deliveries w ON w.message_id = m.id AND w.channel = 'webhook'
  ORDER BY m.created_at, m.id`

/** A channel's delivery of one message, as the studio reads it. */
function delivery(deliveredAt, attempts) {
  if (attempts === null) return 'not set up'
  if (deliveredAt) return `delivered ${deliveredAt}`
  return `waiting (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} failed)`
}

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
  for (const row of await executeWhenFree(query)) {
    const { email_at, email_attempts, webhook_at, webhook_attempts, ...message } = row
    console.log(
      JSON.stringify({
        ...message,
        delivered: {
          email: delivery(email_at, email_attempts),
          webhook: delivery(webhook_at, webhook_attempts),
        },
      }),
    )
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
