import { contactFields, type ContactValues } from '../shared/contactMessage'
import type { ContactPayload } from '../shared/contactPayload'

/** A message as stored: each field of the form's schema is a column of the same name. */
export type StoredMessage = ContactValues & { id: string; locale: string; created_at: string }
const columns = ['id', ...contactFields, 'locale', 'created_at'] as const

/** The ways the studio is told about a message, each delivered once, on its own. */
export const channels = ['email', 'webhook'] as const
export type Channel = (typeof channels)[number]

/**
 * How a delivery tells the studio: the message on its own; the day's one alert that more than
 * `perDay` arrived (with the first past it); or nothing, as that alert covers it.
 */
export type Notice = 'own' | 'alert' | 'in-alert'

/** Messages a day (UTC) the studio is told about one by one (MESSAGES_PER_DAY, else 100). */
export const DEFAULT_MESSAGES_PER_DAY = 100

/**
 * Stores a message once per idempotency key, with a delivery on each channel of `due`, in one
 * transaction. `stored` is null when the key was sent before (nothing more is due).
 */
export async function storeMessage(
  db: D1Database,
  { idempotencyKey, ...fields }: ContactPayload,
  due: readonly Channel[],
  perDay = DEFAULT_MESSAGES_PER_DAY,
): Promise<{ stored: StoredMessage | null; id: string; notice: Notice }> {
  const now = new Date().toISOString()
  const message: StoredMessage = { id: crypto.randomUUID(), ...fields, created_at: now }
  const values = [idempotencyKey, ...columns.map((column) => message[column])]
  const [row, , count] = await db.batch<{ id: string }>([
    // A key stored before keeps its message: the no-op update returns that message's id.
    db
      .prepare(
        `INSERT INTO messages (idempotency_key, ${columns.join(', ')})
         VALUES (${values.map(() => '?').join(', ')})
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = excluded.idempotency_key
         RETURNING id`,
      )
      .bind(...values),
    // Only when the message above was stored: under a key stored before, it was not. The day's
    // messages are counted in the same transaction, so exactly one is the day's alert.
    db
      .prepare(
        `INSERT INTO deliveries (message_id, channel, notice, delivered_at)
         SELECT m.id, due.value,
           CASE WHEN today.n <= ?4 THEN 'own' WHEN today.n = ?4 + 1 THEN 'alert' ELSE 'in-alert' END,
           CASE WHEN today.n > ?4 + 1 THEN m.created_at END
         FROM messages m, json_each(?2) due,
           (SELECT COUNT(*) AS n FROM messages WHERE created_at >= ?3) today
         WHERE m.id = ?1`,
      )
      .bind(message.id, JSON.stringify(due), `${now.slice(0, 10)}T00:00:00.000Z`, perDay),
    db
      .prepare('SELECT COUNT(*) AS n FROM messages WHERE created_at >= ?1')
      .bind(`${now.slice(0, 10)}T00:00:00.000Z`),
  ])
  const id = row?.results[0]?.id
  if (!id) throw new Error('Storing a message returned no id')
  const today = Number((count?.results[0] as { n?: number } | undefined)?.n ?? 0)
  const notice: Notice = today <= perDay ? 'own' : today === perDay + 1 ? 'alert' : 'in-alert'
  return { stored: id === message.id ? message : null, id, notice }
}

/** The most deliveries one scheduled run makes (each may wait for its channel's timeout). */
export const DELIVERY_BATCH_SIZE = 25

/** A first attempt that has not reported back after this long was cut off (the Worker stopped). */
const GRACE_MS = 5 * 60_000

/** Deliveries failed or cut off on `onChannels`, those tried least first, then the oldest. */
export async function deliveriesDue(db: D1Database, onChannels: readonly Channel[]) {
  const { results } = await db
    .prepare(
      `SELECT d.channel, d.notice, ${columns.map((column) => `m.${column}`).join(', ')}
       FROM deliveries d JOIN messages m ON m.id = d.message_id
       WHERE d.delivered_at IS NULL
         AND d.channel IN (SELECT value FROM json_each(?2))
         AND (d.attempts > 0 OR m.created_at < ?1)
       ORDER BY d.attempts, m.created_at
       LIMIT ${DELIVERY_BATCH_SIZE}`,
    )
    .bind(new Date(Date.now() - GRACE_MS).toISOString(), JSON.stringify(onChannels))
    .all<StoredMessage & { channel: Channel; notice: Notice }>()
  return results.map(({ channel, notice, ...message }) => ({ channel, notice, message }))
}

/** Records one attempt to deliver a message on a channel, and its success. */
export async function recordDelivery(
  db: D1Database,
  id: string,
  channel: Channel,
  delivered: boolean,
) {
  await db
    .prepare(
      `UPDATE deliveries SET attempts = attempts + 1,
         delivered_at = CASE WHEN ?3 THEN ?4 ELSE delivered_at END
       WHERE message_id = ?1 AND channel = ?2`,
    )
    .bind(id, channel, delivered ? 1 : 0, new Date().toISOString())
    .run()
}
