import { contactFields, type ContactValues } from '../shared/contactMessage'
import type { ContactPayload } from '../shared/contactPayload'

/** A message as stored: each field of the form's schema is a column of the same name. */
export type StoredMessage = ContactValues & { id: string; locale: string; created_at: string }
const columns = ['id', ...contactFields, 'locale', 'created_at'] as const

/** The ways the studio is told about a message, each delivered once, on its own (worker/deliver.ts). */
export const channels = ['email', 'webhook'] as const
export type Channel = (typeof channels)[number]

/**
 * Stores a message once per idempotency key, with a delivery due on each of `due` (the channels
 * set up now), in one transaction. Returns its id, and the message when this call stored it
 * (null: the same key was stored before, by a retry or a double click, and nothing more is
 * due). Throws when storage fails.
 */
export async function storeMessage(
  db: D1Database,
  { idempotencyKey, ...fields }: ContactPayload,
  due: readonly Channel[],
  now = new Date(),
): Promise<{ stored: StoredMessage | null; id: string }> {
  const message: StoredMessage = {
    id: crypto.randomUUID(),
    ...fields,
    created_at: now.toISOString(),
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
    ...due.map((channel) =>
      db
        .prepare(
          'INSERT INTO deliveries (message_id, channel) SELECT id, ?2 FROM messages WHERE id = ?1',
        )
        .bind(message.id, channel),
    ),
  ])
  const id = row?.results[0]?.id
  if (!id) throw new Error('Storing a message returned no id')
  return { stored: id === message.id ? message : null, id }
}

/** The most deliveries one scheduled run makes (each may wait for its channel's timeout). */
export const DELIVERY_BATCH_SIZE = 25

/**
 * Deliveries not made yet on `channels`: those that failed, and those of messages older than
 * `graceMs` whose first attempt never reported back (the Worker stopped mid-way). At most
 * `DELIVERY_BATCH_SIZE` of them, those tried least first, then the oldest.
 */
export async function deliveriesDue(
  db: D1Database,
  onChannels: readonly Channel[],
  now = Date.now(),
  graceMs = 5 * 60_000,
) {
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
    .bind(new Date(now - graceMs).toISOString(), JSON.stringify(onChannels))
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
