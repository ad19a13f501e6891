// Lists the stored contact messages as JSON lines, oldest first, each with how far telling the
// studio got on each channel (`delivered`): from the local database (the one `npm start` uses),
// or the deployed one with --remote.
//
//   npm run messages [-- --remote | --persist-to DIR]
import { executeWhenFree, where } from './d1.mjs'

const query = `SELECT m.*, e.delivered_at AS email_at, e.attempts AS email_attempts,
    e.notice AS email_notice, w.delivered_at AS webhook_at, w.attempts AS webhook_attempts,
    w.notice AS webhook_notice
  FROM messages m
  LEFT JOIN deliveries e ON e.message_id = m.id AND e.channel = 'email'
  LEFT JOIN deliveries w ON w.message_id = m.id AND w.channel = 'webhook'
  ORDER BY m.created_at, m.id`

/** A channel's delivery of one message, as the studio reads it ("not set up" when it arrived). */
function delivery(deliveredAt, attempts, notice) {
  if (attempts === null) return 'not set up'
  if (notice === 'in-alert') return "in the day's alert (past MESSAGES_PER_DAY)"
  const what = notice === 'alert' ? "with the day's alert, " : ''
  if (deliveredAt) return `${what}delivered ${deliveredAt}`
  return `waiting (${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} failed)`
}

try {
  for (const row of await executeWhenFree('DB', query, where(process.argv.slice(2)))) {
    const {
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- not the studio's
      idempotency_key,
      email_at,
      email_attempts,
      email_notice,
      webhook_at,
      webhook_attempts,
      webhook_notice,
      ...message
    } = row
    console.log(
      JSON.stringify({
        ...message,
        delivered: {
          email: delivery(email_at, email_attempts, email_notice),
          webhook: delivery(webhook_at, webhook_attempts, webhook_notice),
        },
      }),
    )
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
