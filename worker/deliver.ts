import { emailSetUp, emailStudio } from './email'
import type { Env } from './env'
import {
  channels,
  deliveriesDue,
  recordDelivery,
  type Channel,
  type StoredMessage,
} from './messages'

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
 * The channels set up in this deployment: email when the `EMAIL` binding and its sender address
 * are there (in production it may still fail, e.g. before Email Routing is turned on: that is
 * logged and retried), the webhook when its URL is set.
 */
export function channelsSetUp(env: Env): Channel[] {
  return channels.filter((channel) =>
    channel === 'email' ? typeof emailSetUp(env) !== 'string' : Boolean(env.NOTIFY_WEBHOOK_URL),
  )
}

/**
 * Delivers a message on one channel and records the attempt. A failure leaves the delivery due,
 * for `retryDeliveries` to pick up; so does a webhook that has not answered within `timeoutMs`
 * (the Worker passes none: 10 s; the Worker's tests set a short one). Never throws.
 */
export async function deliver(
  db: D1Database,
  env: Env,
  message: StoredMessage,
  channel: Channel,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
) {
  const url = env.NOTIFY_WEBHOOK_URL
  let delivered = false
  if (channel === 'email') delivered = await emailStudio(env, message)
  else if (url) delivered = await postToWebhook(url, message, timeoutMs)
  try {
    await recordDelivery(db, message.id, channel, delivered)
  } catch (error) {
    console.error(`Could not record the ${channel} delivery of message ${message.id}:`, error)
  }
}

/**
 * Tells the studio about a message just stored, on every channel due (`storeMessage`), each on
 * its own: one failing does not hold back or repeat the other. Runs after the visitor has their
 * answer (`ctx.waitUntil`). When email is not set up, says so in the log: the message is stored
 * and listed (`npm run messages`) all the same.
 */
export async function deliverNew(
  db: D1Database,
  env: Env,
  message: StoredMessage,
  due: readonly Channel[],
) {
  const email = emailSetUp(env)
  if (typeof email === 'string')
    console.warn(`Email is not set up (${email}): message ${message.id} is not emailed`)
  await Promise.all(due.map((channel) => deliver(db, env, message, channel)))
}

/**
 * The scheduled retry: the deliveries not made yet on the channels set up, one at a time, at
 * most a batch of them (`deliveriesDue`) per run; the next run (every 10 minutes) takes the rest.
 */
export async function retryDeliveries(db: D1Database, env: Env) {
  const setUp = channelsSetUp(env)
  if (setUp.length === 0) return
  for (const { message, channel } of await deliveriesDue(db, setUp)) {
    await deliver(db, env, message, channel)
  }
}
