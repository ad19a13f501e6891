import { applyD1Migrations, createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { parseContactPayload } from '../../shared/contactPayload'
import { site } from '../../shared/site'
import { deliver } from '../deliver'
import worker from '../index'
import { type Channel, DELIVERY_BATCH_SIZE, storeMessage } from '../messages'
import { forgetPastWindows } from '../rateLimit'
import { post, rowWithId, validMessage, watchedInbox } from './helpers'

type Notification = { text: string; message: { id: string }; allowed_mentions?: unknown }

/** The test webhook's addresses (vitest.config.ts): `/hook`, `/down` (503), `/hang` (no answer). */
const hook = (path: string) => new URL(path, env.NOTIFY_WEBHOOK_URL).href
const webhook = {
  received: async (path = '/hook') => (await (await fetch(hook(path))).json()) as Notification[],
  of: async (id: string) => (await webhook.received()).filter((item) => item.message.id === id),
}

/** A message's delivery on one channel (null: none was due, as when the channel was not set up). */
const deliveryOf = (id: string, channel: Channel) =>
  env.DB.prepare(
    'SELECT attempts, delivered_at FROM deliveries WHERE message_id = ?1 AND channel = ?2',
  )
    .bind(id, channel)
    .first<{ attempts: number; delivered_at: string | null }>()

const rowsWithKey = async (key: string) =>
  (await env.DB.prepare('SELECT * FROM messages WHERE idempotency_key = ?1').bind(key).all())
    .results

const EVERY_TEN_MINUTES = '*/10 * * * *'
const runScheduled = (bindings: Cloudflare.Env = env) =>
  worker.scheduled(createScheduledController({ cron: EVERY_TEN_MINUTES }), bindings)

/** A message as stored by a Worker that stopped before telling the studio (no attempt made). */
const insertMessage = (id: string, createdAt: string) => [
  env.DB.prepare(
    `INSERT INTO messages (id, idempotency_key, name, email, message, locale, created_at)
     VALUES (?1, ?1, 'Grace', 'grace@example.com', 'Hello', 'en', ?2)`,
  ).bind(id, createdAt),
  env.DB.prepare(
    "INSERT INTO deliveries (message_id, channel) VALUES (?1, 'email'), (?1, 'webhook')",
  ).bind(id),
]

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const emailsWith = (inbox: ReturnType<typeof watchedInbox>, text: string) =>
  inbox.received.filter((email) => email.text?.includes(text))

/** Where a message's delivery on `channel` stands: tried `attempts` times, delivered or not. */
const tried = async (id: string, channel: Channel, attempts: number, delivered: boolean) =>
  expect(await deliveryOf(id, channel)).toMatchObject({
    attempts,
    delivered_at: delivered ? expect.any(String) : null,
  })

/** `message` posted with the studio's inbox watched: the answer, its id, and the inbox. */
async function sent(message: object, bindings: Partial<Cloudflare.Env> = {}) {
  const inbox = watchedInbox()
  const response = await post(message, { env: { EMAIL: inbox.binding, ...bindings } })
  expect(response.status).toBe(201)
  const { id } = await response.json<{ id: string }>()
  return { id, inbox }
}

describe('the email to the studio', () => {
  it('names the sender and answers them on Reply, keeping what they typed out of its headers and markup, from showing lines of its own or hiding text in its subject; the webhook gets it too; each once, both recorded', async () => {
    const message = validMessage({
      name: 'Ada\u202E\u200B Love\u2066lace\r\nBcc: everyone@example.com',
      company: '<img src=x onerror=alert(1)>\nReceived: Mon, 01 Jan 2029 00:00:00 GMT',
      message: `</p><script>alert("hi")</script> & <b>bold</b>\nEmail: attacker@evil.example\r\nReceived: Mon, 01 Jan 2029 00:00:00 GMT\u2028Name: Bob\u0085Company: Forged\fPage language: Forged ${crypto.randomUUID()}`,
      locale: 'es',
    })
    const { id, inbox } = await sent(message)
    expect(inbox.received).toHaveLength(1)
    const [email] = inbox.received
    expect(email).toEqual({
      from: { name: `${site.brandName} website`, email: env.EMAIL_FROM },
      to: site.email,
      replyTo: message.email,
      subject: `New message from Ada Lovelace Bcc: everyone@example.com — ${site.brandName}`,
      text: expect.any(String), // plain text only: no part of the email is read as markup
    })
    // Split where any mail client may break a line.
    const lines = email?.text?.split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/u) ?? []
    // Each of the email's own lines once, as the site wrote it; the visitor's lines all fenced.
    const own = ['Email', 'Received', 'Name', 'Company', 'Page language'].map((field) =>
      lines.filter((line) => line.startsWith(`${field}:`)),
    )
    const received = new Date((await rowWithId(id))?.created_at ?? '').toUTCString()
    expect(own).toEqual([
      [`Email: ${message.email}`],
      [`Received: ${received}`],
      ['Name: Ada Lovelace Bcc: everyone@example.com'],
      ['Company: <img src=x onerror=alert(1)> Received: Mon, 01 Jan 2029 00:00:00 GMT'],
      ['Page language: Spanish'],
    ])
    for (const fenced of [
      '</p><script>alert("hi")</script> & <b>bold</b>',
      'Email: attacker@evil.example',
      'Company: Forged',
      'Received: Mon, 01 Jan 2029 00:00:00 GMT',
    ])
      expect(lines).toContain(`| ${fenced}`)
    const notified = { id, name: message.name, email: message.email }
    expect(await webhook.of(id)).toMatchObject([{ message: notified }])
    for (const channel of ['email', 'webhook'] as const) await tried(id, channel, 1, true)
  })

  it('agrees with wrangler.jsonc: to the address visitors see, from an address on its domain; retried every 10 minutes', () => {
    expect(env.DEPLOYED.triggers.crons).toEqual([EVERY_TEN_MINUTES])
    expect(env.DEPLOYED.send_email).toEqual([{ name: 'EMAIL', destination_address: site.email }])
    const domain = site.email.split('@')[1]
    expect(String(env.DEPLOYED.vars.EMAIL_FROM)).toMatch(new RegExp(`^[^@]+@${domain}$`))
  })
})

describe('telling the studio', () => {
  it("posts the visitor's text to the webhook shown, never read as a mention or a link", async () => {
    const hostile = `<!channel> <!here> <@U024BE7LH> @everyone @here @channel <https://evil.example|Invoice from your bank> & ${crypto.randomUUID()}`
    const message = validMessage({ name: '<!channel> Ada', company: '@here', message: hostile })
    const { id } = await (await post(message)).json<{ id: string }>()
    const [posted] = await webhook.of(id)
    const text = posted?.text ?? ''
    for (const command of ['<!channel>', '<!here>', '<@U024BE7LH>', '<https://evil.example|']) {
      expect(text).not.toContain(command)
    }
    expect(text).not.toMatch(/@(everyone|here|channel)\b/)
    // All the visitor typed, as Slack shows it back (`&lt;` reads `<`).
    expect(text).toContain(
      'New message from &lt;!channel&gt; Ada (ada@example.com, @\u2060here):\n\n&lt;!channel&gt; &lt;!here&gt; &lt;@U024BE7LH&gt; @\u2060everyone @\u2060here @\u2060channel &lt;https://evil.example|Invoice from your bank&gt; &amp; ',
    )
    expect(posted).toMatchObject({ allowed_mentions: { parse: [] }, message: { message: hostile } })
  })

  it('retries the channel that failed until it is delivered, never the other: an email the platform refused, a webhook that was down', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const refused = validMessage({ message: `Refused first ${crypto.randomUUID()}` })
    // The visitor is told it is sent (201): it is stored, and the studio will get it.
    const first = await sent(refused, { EMAIL: watchedInbox(env.REFUSING_EMAIL).binding })
    expect(logged).toHaveBeenCalledWith(`Email for message ${first.id} failed:`, expect.any(Error))
    const down = validMessage({ message: `Webhook down ${crypto.randomUUID()}` })
    const { id, inbox } = await sent(down, { NOTIFY_WEBHOOK_URL: hook('/down') })
    logged.mockRestore()
    await tried(first.id, 'email', 1, false)
    await tried(id, 'webhook', 1, false)

    await runScheduled({ ...env, EMAIL: inbox.binding, NOTIFY_WEBHOOK_URL: hook('/down') })
    await tried(first.id, 'email', 2, true)
    await tried(id, 'webhook', 2, false)
    for (let run = 0; run < 2; run++) await runScheduled({ ...env, EMAIL: inbox.binding })
    await tried(id, 'webhook', 3, true)
    for (const message of [first.id, id]) expect(await webhook.of(message)).toHaveLength(1)
    for (const message of [refused, down])
      expect(emailsWith(inbox, message.message)).toHaveLength(1)
    await tried(first.id, 'webhook', 1, true)
    await tried(id, 'email', 1, true)
  })

  it('abandons a webhook that never answers after the timeout, and a later run delivers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const parsed = parseContactPayload(validMessage())
    const { stored } = parsed.ok ? await storeMessage(env.DB, parsed.value, ['webhook']) : {}
    if (!stored) throw new Error('The message was not stored')
    const timeoutMs = 300
    const started = Date.now()
    const hanging = { ...env, NOTIFY_WEBHOOK_URL: hook('/hang') }
    await deliver(env.DB, hanging, stored, 'webhook', 'own', timeoutMs)
    const waited = Date.now() - started
    // Given up on at the timeout, no later.
    const held = await webhook.received('/hang')
    expect(held.filter((item) => item.message.id === stored.id)).toHaveLength(1)
    expect(waited).toBeGreaterThanOrEqual(timeoutMs)
    expect(waited).toBeLessThan(timeoutMs + 2000)
    expect(logged).toHaveBeenCalledWith(
      `Webhook for message ${stored.id} failed:`,
      expect.objectContaining({ name: 'TimeoutError' }),
    )
    logged.mockRestore()
    await tried(stored.id, 'webhook', 1, false)

    await runScheduled()
    await tried(stored.id, 'webhook', 2, true)
    expect(await webhook.of(stored.id)).toHaveLength(1)
  })

  it('without a webhook, emails only; without email, posts only and says so in the log; a message whose first attempts never reported back is tried again once it is old enough, on each channel set up', async () => {
    const unset = { ...env, NOTIFY_WEBHOOK_URL: '' }
    const message = validMessage({ message: `No webhook ${crypto.randomUUID()}` })
    const { id, inbox } = await sent(message, { NOTIFY_WEBHOOK_URL: '' })
    expect(await rowWithId(id)).toMatchObject({ message: message.message })
    expect(await deliveryOf(id, 'webhook')).toBeNull()
    expect(emailsWith(inbox, message.message)).toHaveLength(1)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const noEmail = await sent(validMessage({ message: `No email ${id}` }), { EMAIL_FROM: '' })
    expect(warned).toHaveBeenCalledWith(
      `Email is not set up (the var EMAIL_FROM (the sender address) is not set): message ${noEmail.id} is not emailed`,
    )
    warned.mockRestore()
    expect(await deliveryOf(noEmail.id, 'email')).toBeNull()
    await tried(noEmail.id, 'webhook', 1, true)
    expect(noEmail.inbox.received).toEqual([])

    const [stale, fresh] = [crypto.randomUUID(), crypto.randomUUID()]
    await env.DB.batch([
      ...insertMessage(stale, minutesAgo(10)),
      ...insertMessage(fresh, minutesAgo(0)),
    ])
    await runScheduled(unset)
    await tried(stale, 'webhook', 0, false)
    await tried(stale, 'email', 1, true)
    const received = (await webhook.received()).filter(
      (item) => [id, stale].includes(item.message.id) || item.text.includes(message.message),
    )
    expect(received).toEqual([])
    // The webhook set up again: the next run posts it, and emails nothing again.
    await runScheduled()
    await tried(stale, 'webhook', 1, true)
    await tried(stale, 'email', 1, true)
    // A message just stored is left alone: its first attempt may still be under way.
    for (const channel of ['email', 'webhook'] as const) await tried(fresh, channel, 0, false)
  })

  it('delivers a backlog of more than one batch over consecutive runs, each message once', async () => {
    // Older than any other message waiting: the first in line.
    const ids = Array.from({ length: DELIVERY_BATCH_SIZE + 5 }, () => crypto.randomUUID())
    await env.DB.batch(
      ids.flatMap((id, index) =>
        insertMessage(id, new Date(Date.UTC(2020, 0, 1) + index * 1000).toISOString()),
      ),
    )
    const timesReceived = async () => {
      const received = await webhook.received()
      return ids.map((id) => received.filter((item) => item.message.id === id).length)
    }

    // A batch per run, oldest first; the next run takes the rest, and none is sent twice.
    const webhookOnly = { ...env, EMAIL_FROM: '' }
    await runScheduled(webhookOnly)
    expect(await timesReceived()).toEqual(
      ids.map((_, index) => (index < DELIVERY_BATCH_SIZE ? 1 : 0)),
    )
    for (let run = 0; run < 2; run++) {
      await runScheduled(webhookOnly)
      expect(await timesReceived()).toEqual(ids.map(() => 1))
    }
    for (const id of ids) await tried(id, 'webhook', 1, true)
    // Email was not set up for these runs: its deliveries wait, untried.
    await tried(ids[0] ?? '', 'email', 0, false)
  })

  it('stores a message and tells the studio once, however often it is sent again under its key (a double click, a retry); answers a filled honeypot like a success (whatever else it holds) and stores it not; tells the studio nothing of it, nor of a refused request', async () => {
    const inbox = watchedInbox()
    const options = { env: { EMAIL: inbox.binding } }
    const message = validMessage({ message: `Sent again ${crypto.randomUUID()}` })
    const clicks = await Promise.all([post(message, options), post(message, options)])
    expect(clicks.map((response) => response.status).sort()).toEqual([200, 201])
    const [first, second] = await Promise.all(clicks.map((response) => response.json()))
    const again = await post(message, options)
    expect([again.status, second, await again.json()]).toEqual([200, first, first])
    expect(await rowsWithKey(message.idempotencyKey)).toHaveLength(1)
    // prettier-ignore
    const spam = validMessage({ website: 'https://spam.example', email: 'nope', message: `Spam ${Math.random()}` })
    const { id } = await sent(spam, options.env) // 201, as if stored
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await rowsWithKey(spam.idempotencyKey)).toEqual([])
    const invalid = validMessage({ email: 'not an address', message: `Invalid ${Math.random()}` })
    expect((await post(invalid, options)).status).toBe(400)
    const foreign = validMessage({ message: `Foreign ${crypto.randomUUID()}` })
    const elsewhere = { ...options, origin: 'https://elsewhere.example' }
    expect((await post(foreign, elsewhere)).status).toBe(403)

    const received = await webhook.received()
    for (const [told, times] of [
      [message, 1],
      [spam, 0],
      [invalid, 0],
      [foreign, 0],
    ] as const) {
      expect(received.filter((item) => item.text.includes(told.message))).toHaveLength(times)
      expect(emailsWith(inbox, told.message)).toHaveLength(times)
    }
    expect(received.filter((item) => item.message.id === id)).toEqual([])
  })

  it('past MESSAGES_PER_DAY messages a day, stores and answers each, and tells the studio once more', async () => {
    // Deployed as a whole number above 0, as `positive` reads it (else its default, 100).
    expect(env.DEPLOYED.vars.MESSAGES_PER_DAY).toMatch(/^[1-9][0-9]*$/)
    // Today's messages are counted site-wide: this test's alone.
    await env.DB.batch([
      env.DB.prepare('DELETE FROM deliveries'),
      env.DB.prepare('DELETE FROM messages'),
    ])
    const inbox = watchedInbox()
    const options = { env: { EMAIL: inbox.binding, MESSAGES_PER_DAY: '3' } }
    const flood = Array.from({ length: 8 }, (_, n) =>
      validMessage({ message: `Flood ${n} ${crypto.randomUUID()}` }),
    )
    const ids: string[] = []
    for (const message of flood) ids.push((await sent(message, options.env)).id)
    const { results } = await env.DB.prepare(
      'SELECT message FROM messages ORDER BY created_at',
    ).all()
    expect(results.map((row) => row.message)).toEqual(flood.map((message) => message.message))
    // 3 emails and posts one by one, then one alert with the 4th, then nothing for the other 4.
    expect(inbox.received).toHaveLength(4)
    const alert = inbox.received[3]
    expect(alert?.subject).toBe(`Many messages today — ${site.brandName}`)
    expect(alert?.text).toContain('More than 3 messages arrived today (UTC)')
    expect(alert?.text).toContain('`npm run messages` lists them all')
    expect(alert?.text).toContain(flood[3]?.message)
    const posted = async () =>
      (await webhook.received()).filter((item) => ids.includes(item.message.id))
    expect((await posted()).map((item) => item.message.id)).toEqual(ids.slice(0, 4))
    expect((await posted())[3]?.text).toContain('More than 3 messages arrived today (UTC)')
    // The scheduled run sends nothing for the messages the alert covers.
    await runScheduled({ ...env, ...options.env })
    expect(inbox.received).toHaveLength(4)
    expect(await posted()).toHaveLength(4)
  })

  it('forgets the rate limit counts of past windows, and a window once it is over', async () => {
    const window = Number(env.CONTACT_RATE_WINDOW_SECONDS)
    const past = Math.floor(Date.now() / 1000) - 2 * window
    await env.DB.prepare("INSERT INTO rate_limits VALUES ('old-client', ?1, 3)").bind(past).run()
    await runScheduled()
    const row = (client: string) =>
      env.DB.prepare('SELECT * FROM rate_limits WHERE client = ?1').bind(client).first()
    expect(await row('old-client')).toBeNull()
    // A window's count stays until it is over, no longer (the privacy page's `messages.limit`).
    const start = Math.ceil(Date.UTC(2030, 0, 1) / 1000 / window) * window
    await env.DB.prepare("INSERT INTO rate_limits VALUES ('now-client', ?1, 1)").bind(start).run()
    await forgetPastWindows(env.DB, env, (start + window - 1) * 1000)
    expect(await row('now-client')).not.toBeNull()
    await forgetPastWindows(env.DB, env, (start + window) * 1000)
    expect(await row('now-client')).toBeNull()
  })
})

// A database deployed before email (worker/migrations/0001 only), upgraded.
it('upgrades a deployed database: webhook states kept, messages never delivered due by email', async () => {
  const db = env.UPGRADE_DB
  const [first, ...later] = env.TEST_MIGRATIONS
  if (!first) throw new Error('No migrations')
  await applyD1Migrations(db, [first])
  const insert = db.prepare(
    `INSERT INTO messages (id, idempotency_key, name, email, message, locale, created_at,
       notified_at, notify_attempts)
     VALUES (?1, ?1, 'Ada', 'ada@example.com', 'Hello', 'en', '2026-01-01T00:00:00.000Z', ?2, ?3)`,
  )
  await db.batch([
    insert.bind('told', '2026-01-01T00:00:01.000Z', 1),
    insert.bind('told-after-retries', '2026-01-01T01:00:00.000Z', 3),
    insert.bind('failing', null, 2),
    insert.bind('never-tried', null, 0),
  ])

  await applyD1Migrations(db, [first, ...later])
  const deliveries = db.prepare(
    'SELECT message_id, channel, attempts, delivered_at FROM deliveries ORDER BY message_id, channel',
  )
  expect(await deliveries.raw()).toEqual([
    ['failing', 'email', 0, null],
    ['failing', 'webhook', 2, null],
    ['never-tried', 'email', 0, null],
    ['never-tried', 'webhook', 0, null],
    ['told', 'webhook', 1, '2026-01-01T00:00:01.000Z'],
    ['told-after-retries', 'webhook', 3, '2026-01-01T01:00:00.000Z'],
  ])
  // The statistics' tables went to their own database (worker/migrations-stats).
  const { results: tables } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all<{ name: string }>()
  const own = tables.map(({ name }) => name).filter((name) => !/^(_cf_|sqlite_|d1_)/.test(name))
  expect(own).toEqual(['deliveries', 'messages', 'rate_limits'])
  // The messages are as they were, without the columns that moved.
  // prettier-ignore
  expect(await db.prepare("SELECT * FROM messages WHERE id = 'told'").first()).toEqual({
    id: 'told', idempotency_key: 'told', name: 'Ada', email: 'ada@example.com', company: '',
    message: 'Hello', locale: 'en', created_at: '2026-01-01T00:00:00.000Z',
  })
})
