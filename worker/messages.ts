import { contactFields, type ContactValues } from '../shared/contactMessage'
import type { ContactPayload } from '../shared/contactPayload'

/** A message as stored: each field of the form's schema is a column of the same name. */
export type StoredMessage = ContactValues & { id: string; locale: string; created_at: string }
const columns = ['id', ...contactFields, 'locale', 'created_at'] as const

/** The ways the studio is told about a message, each delivered once, on its own. */
export const channels = ['email', 'webhook'] as const
export type Channel = (typeof channels)[number]

/**
 * Stores a message once per idempotency key, with a delivery due on each channel of `due`, in one
 * transaction. Returns its id, and the message when this call stored it (null: a retry or a double
 * click sent the key before, and nothing more is due). Throws when storage fails.
 */
export async function storeMessage(
  db: D1Database,
  { idempotencyKey, ...fields }: ContactPayload,
  due: readonly Channel[],
): Promise<{ stored: StoredMessage | null; id: string }> {
  const message: StoredMessage = {
    id: crypto.randomUUID(),
    ...fields,
    created_at: new Date().toISOString(),
  }
  const values = [idempotencyKey, ...columns.map((column) => message[column])]
  const [row] = await db.batch<{ id: string }>([
    // A key stored before keeps its message: the no-op update returns that message's id.
    db
      .prepare(
        `INSERT INTO messages (idempotency_key, ${columns.join(', ')})
         VALUES (${values.map(() => '?').join(', ')})
         ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = excluded.idempotency_key
         RETURNING id`,
      )
      .bind(...values),
    // Only when the message above was stored: under a key stored before, it was not.
    db
      .prepare(
        `INSERT INTO deliveries (message_id, channel)
         SELECT m.id, due.value FROM messages m, json_each(?2) due WHERE m.id = ?1`,
      )
      .bind(message.id, JSON.stringify(due)),
  ])
  const id = row?.results[0]?.id
  if (!id) throw new Error('Storing a message returned no id')
  return { stored: id === message.id ? message : null, id }
}

/** The most deliveries one scheduled run makes (each may wait for its channel's timeout). */
export const DELIVERY_BATCH_SIZE = 25

/** A first attempt that has not reported back after this long was cut off (the Worker stopped). */
const GRACE_MS = 5 * 60_000

/**
 * Deliveries not made yet on `onChannels`: those that failed, and those whose first attempt was
 * cut off. At most `DELIVERY_BATCH_SIZE` of them, those tried least first, then the oldest.
 */
export async function deliveriesDue(db: D1Database, onChannels: readonly Channel[]) {
  const { results } = await db
    .prepare(
      `SELECT d.channel, ${columns.map((column) => `m.${column}`).join(', ')}
       FROM deliveries d JOIN messages m ON m.id = d.message_id
       WHERE d.delivered_at IS NULL
         AND d.channel IN (SELECT value FROM json_each(?2))
         AND (d.attempts > 0 OR m.created_at < ?1)
       ORDER BY d.attempts, m.created_at
       LIMIT ${DELIVERY_BATCH_SIZE}`,
    )
    .bind(new Date(Date.now() - GRACE_MS).toISOString(), JSON.stringify(onChannels))
    .all<StoredMessage & { channel: Channel }>()
  return results.map(({ channel, ...message }) => ({ channel, message }))
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
