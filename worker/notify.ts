import type { Env } from './env'
import { messagesToNotify, recordNotification, type StoredMessage } from './messages'

/** How long the webhook has to answer before the attempt counts as failed (and is retried). */
const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * Posts one message to the studio's webhook (NOTIFY_WEBHOOK_URL) as JSON: a `text` summary, which
 * chat webhooks (Slack and the like) show as it is, and the message itself. True when the webhook
 * answered 2xx within `timeoutMs`.
 */
async function postToWebhook(
  url: string,
  message: StoredMessage,
  timeoutMs: number,
): Promise<boolean> {
  const company = message.company ? `, ${message.company}` : ''
  const text = `New message from ${message.name} (${message.email}${company}):\n\n${message.message}`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        text,
        message: {
          id: message.id,
          name: message.name,
          email: message.email,
          company: message.company,
          message: message.message,
          locale: message.locale,
          receivedAt: message.created_at,
        },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    return response.ok
  } catch (error) {
    console.error(`Webhook for message ${message.id} failed:`, error)
    return false
  }
}

/**
 * Tells the studio about a stored message and records the attempt. A failure leaves the
 * message stored with `notified_at` empty, for `retryNotifications` to pick up; so does a webhook
 * that has not answered within `timeoutMs` (the Worker passes none: 10 s; the Worker's tests
 * set a short one). Never throws.
 */
export async function notifyStudio(
  db: D1Database,
  env: Env,
  message: StoredMessage,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
) {
  const url = env.NOTIFY_WEBHOOK_URL
  if (!url) {
    console.warn(`NOTIFY_WEBHOOK_URL is not set: message ${message.id} is stored only`)
    return
  }
  try {
    await recordNotification(db, message.id, await postToWebhook(url, message, timeoutMs))
  } catch (error) {
    console.error(`Could not record the notification of message ${message.id}:`, error)
  }
}

/**
 * The scheduled retry: the messages the studio has not heard about yet, one at a time, at most
 * a batch of them (`messagesToNotify`) per run; the next run (every 10 minutes) takes the rest.
 */
export async function retryNotifications(db: D1Database, env: Env) {
  if (!env.NOTIFY_WEBHOOK_URL) return
  for (const message of await messagesToNotify(db)) await notifyStudio(db, env, message)
}
