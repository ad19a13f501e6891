import type { ContactPayload } from '../src/features/contact/contactMessage'

export type StoredMessage = {
  id: string
  name: string
  email: string
  company: string
  message: string
  locale: string
  created_at: string
}

/**
 * Stores a message once per idempotency key. Returns its id, and the message when this call
 * stored it (null: the same key was stored before, by a retry or a double click). Throws when
 * storage fails.
 */
export async function storeMessage(
  db: D1Database,
  payload: ContactPayload,
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
  const inserted = await db
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
    )
    .first<{ id: string }>()
  if (inserted) return { stored: message, id: inserted.id }
  const existing = await db
    .prepare('SELECT id FROM messages WHERE idempotency_key = ?1')
    .bind(payload.idempotencyKey)
    .first<{ id: string }>()
  if (!existing) throw new Error('A message key conflicted but no message holds it')
  return { stored: null, id: existing.id }
}

/** The most messages one scheduled run notifies (each call may wait for the webhook's timeout). */
export const NOTIFY_BATCH_SIZE = 25

/**
 * Messages the studio has not been told about: those whose notification failed, and those
 * older than `graceMs` whose first attempt never reported back (the Worker stopped mid-way).
 * At most `NOTIFY_BATCH_SIZE` of them, those tried least first, then the oldest.
 */
export async function messagesToNotify(db: D1Database, now = Date.now(), graceMs = 5 * 60_000) {
  const { results } = await db
    .prepare(
      `SELECT id, name, email, company, message, locale, created_at FROM messages
       WHERE notified_at IS NULL AND (notify_attempts > 0 OR created_at < ?1)
       ORDER BY notify_attempts, created_at
       LIMIT ${NOTIFY_BATCH_SIZE}`,
    )
    .bind(new Date(now - graceMs).toISOString())
    .all<StoredMessage>()
  return results
}

/** Records one notification attempt, and its success. */
export async function recordNotification(db: D1Database, id: string, delivered: boolean) {
  await db
    .prepare(
      `UPDATE messages SET notify_attempts = notify_attempts + 1,
         notified_at = CASE WHEN ?2 THEN ?3 ELSE notified_at END
       WHERE id = ?1`,
    )
    .bind(id, delivered ? 1 : 0, new Date().toISOString())
    .run()
}
