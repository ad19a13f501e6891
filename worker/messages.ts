import type { ContactPayload } from '../shared/contactPayload'

export type StoredMessage = {
  id: string
  name: string
  email: string
  company: string
  message: string
  locale: string
  created_at: string
}

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
  payload: ContactPayload,
  due: readonly Channel[],
  now = new Date(),
): Promise<{ stored: StoredMessage | null; id: string }> {
  const message: StoredMessage = {
    id: crypto.randomUUID(),
    name: payload.name,
    email: payload.email,
    company: payload.company,
    message: payload.message,
    locale: payload.locale,
    created_at: now.toISOString(),
  }
  const [inserted] = await db.batch<{ id: string }>([
    db
      .prepare(
        `INSERT INTO messages (id, idempotency_key, name, email, company, message, locale, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
      )
      .bind(
        message.id,
        payload.idempotencyKey,
        message.name,
        message.email,
        message.company,
        message.message,
        message.locale,
        message.created_at,
      ),
    // Only when the message above was stored: under a key stored before, it was not.
    ...due.map((channel) =>
      db
        .prepare(
          'INSERT INTO deliveries (message_id, channel) SELECT id, ?2 FROM messages WHERE id = ?1',
        )
        .bind(message.id, channel),
    ),
  ])
  if (inserted?.results[0]) return { stored: message, id: message.id }
  const existing = await db
    .prepare('SELECT id FROM messages WHERE idempotency_key = ?1')
    .bind(payload.idempotencyKey)
    .first<{ id: string }>()
  if (!existing) throw new Error('A message key conflicted but no message holds it')
  return { stored: null, id: existing.id }
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
      `SELECT d.channel, m.id, m.name, m.email, m.company, m.message, m.locale, m.created_at
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
