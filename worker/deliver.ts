import { contactFields } from '../shared/contactMessage'
import { site } from '../shared/site'
import type { Env } from './env'
import {
  channels,
  DEFAULT_MESSAGES_PER_DAY,
  deliveriesDue,
  recordDelivery,
  type Channel,
  type Notice,
  type StoredMessage,
} from './messages'
import { positive } from './rateLimit'

/** Messages a day told one by one (MESSAGES_PER_DAY, a var of wrangler.jsonc, else 100). */
export const messagesPerDay = (env: Env) => positive(env.MESSAGES_PER_DAY, DEFAULT_MESSAGES_PER_DAY)

/** What the day's one alert says before the message it comes with. */
const alertLine = (env: Env) =>
  `More than ${messagesPerDay(env)} messages arrived today (UTC): the rest of today's are not sent one by one. Every message is stored: \`npm run messages\` lists them all. The first past that number:`

/** How long the webhook has to answer before the attempt counts as failed (and is retried). */
const WEBHOOK_TIMEOUT_MS = 10_000

/** Characters that change how text shows without showing: zero-width, bidirectional, BOM. */
const HIDDEN = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu

/** Visitor text on one line, without hidden characters: it can start no line of its own. */
const oneLine = (text: string) =>
  text
    .replace(HIDDEN, '')
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()

/** The message, each line behind `| `, so none can pass for the email's own (`Email: …`). */
const fenced = (text: string) =>
  text
    .split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/u)
    .map((line) => `| ${line}`)
    .join('\n')

/**
 * Visitor text for a chat webhook, never a command: `&<>` escaped as Slack asks (no `<!channel>`
 * or disguised link), and a word joiner after the `@` of Discord's and Mattermost's mentions.
 */
const chatText = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(/@(everyone|here|channel|all)\b/giu, '@\u2060$1')

/** "company" → "Company", as the studio reads a field's or a channel's name. */
const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`

/**
 * The email to the studio (`site.email`, the binding's `destination_address` too), Reply-To the
 * visitor. Plain text only, so nothing typed can become markup.
 */
function studioEmail(message: StoredMessage, from: string, alert: string | null) {
  const name = oneLine(message.name)
  const text = [
    ...(alert ? [alert, ''] : []),
    ...contactFields
      .filter((field) => field !== 'message')
      .map((field) => `${capitalized(field)}: ${oneLine(message[field]) || '—'}`),
    `Page language: ${new Intl.DisplayNames('en', { type: 'language' }).of(message.locale)}`,
    `Received: ${new Date(message.created_at).toUTCString()}`,
    '',
    'Message:',
    fenced(message.message),
    '',
    `Reply to this email to answer ${name}.`,
    '',
  ].join('\n')
  return {
    from: { name: `${site.brandName} website`, email: from },
    to: site.email,
    replyTo: message.email,
    subject: alert
      ? `Many messages today — ${site.brandName}`
      : `New message from ${name} — ${site.brandName}`,
    text,
  } satisfies Parameters<SendEmail['send']>[0]
}

/** What sending email needs here (the binding and the sender address), or why it cannot. */
function emailSetUp(env: Env): { binding: SendEmail; from: string } | string {
  if (!env.EMAIL) return 'the send_email binding EMAIL is missing'
  if (!env.EMAIL_FROM) return 'the var EMAIL_FROM (the sender address) is not set'
  return { binding: env.EMAIL, from: env.EMAIL_FROM }
}

type Send = (env: Env, message: StoredMessage, alert: string | null, ms: number) => Promise<void>

/**
 * How each channel tells the studio: the email, or JSON posted to the webhook, `text` in the
 * format of Slack's incoming webhooks (Discord, Mattermost and Rocket.Chat take it too) and
 * `message`, the fields as stored, for a program.
 */
const send: Record<Channel, Send> = {
  async email(env, message, alert) {
    const email = emailSetUp(env)
    if (typeof email === 'string') throw new Error(email)
    await email.binding.send(studioEmail(message, email.from, alert))
  },
  async webhook(env, message, alert, timeoutMs) {
    const { created_at: receivedAt, ...fields } = message
    const company = message.company ? `, ${chatText(oneLine(message.company))}` : ''
    const from = `${chatText(oneLine(message.name))} (${chatText(message.email)}${company})`
    const response = await fetch(env.NOTIFY_WEBHOOK_URL ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        text: `${alert ? `${alert}\n\n` : ''}New message from ${from}:\n\n${chatText(message.message)}`,
        // Discord's Slack-compatible webhook: no mention in the text pings anyone.
        allowed_mentions: { parse: [] },
        message: { ...fields, receivedAt },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`)
  },
}

/** The channels set up here (email may still fail, before Email Routing is on: it is retried). */
export function channelsSetUp(env: Env): Channel[] {
  return channels.filter((channel) =>
    channel === 'email' ? typeof emailSetUp(env) !== 'string' : Boolean(env.NOTIFY_WEBHOOK_URL),
  )
}

/** Delivers on one channel and records the attempt, never throwing; a failure stays due. */
export async function deliver(
  db: D1Database,
  env: Env,
  message: StoredMessage,
  channel: Channel,
  notice: Notice = 'own',
  timeoutMs = WEBHOOK_TIMEOUT_MS,
) {
  if (notice === 'in-alert') return
  const alert = notice === 'alert' ? alertLine(env) : null
  const delivered = await send[channel](env, message, alert, timeoutMs).then(
    () => true,
    (error: unknown) => {
      console.error(`${capitalized(channel)} for message ${message.id} failed:`, error)
      return false
    },
  )
  try {
    await recordDelivery(db, message.id, channel, delivered)
  } catch (error) {
    console.error(`Could not record the ${channel} delivery of message ${message.id}:`, error)
  }
}

/** Tells the studio about a message just stored, on each channel due, each on its own. */
export async function deliverNew(
  db: D1Database,
  env: Env,
  message: StoredMessage,
  due: readonly Channel[],
  notice: Notice,
) {
  const email = emailSetUp(env)
  if (typeof email === 'string')
    console.warn(`Email is not set up (${email}): message ${message.id} is not emailed`)
  await Promise.all(due.map((channel) => deliver(db, env, message, channel, notice)))
}

/** The scheduled retry, one delivery at a time. */
export async function retryDeliveries(db: D1Database, env: Env) {
  for (const { message, channel, notice } of await deliveriesDue(db, channelsSetUp(env))) {
    await deliver(db, env, message, channel, notice)
  }
}
