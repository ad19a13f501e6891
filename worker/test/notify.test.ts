import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseContactPayload } from '../../src/features/contact/contactMessage'
import worker from '../index'
import { NOTIFY_BATCH_SIZE, storeMessage } from '../messages'
import { notifyStudio } from '../notify'
import { post, rowWithId, validMessage } from './helpers'

type Notification = { text: string; message: { id: string } }

const webhook = {
  state: (state: 'up' | 'down') =>
    fetch(`${env.WEBHOOK_ORIGIN}/state`, { method: 'POST', body: state }),
  received: async () =>
    (await (await fetch(`${env.WEBHOOK_ORIGIN}/received`)).json()) as Notification[],
  /** What the webhook that never answers (`/hang`) was sent. */
  held: async () => (await (await fetch(`${env.WEBHOOK_ORIGIN}/held`)).json()) as Notification[],
  /** The notifications received about the message `id`. */
  of: async (id: string) => (await webhook.received()).filter((item) => item.message.id === id),
}

const runScheduled = (bindings: Cloudflare.Env = env) =>
  worker.scheduled(createScheduledController({ cron: '*/10 * * * *' }), bindings)

/** A message as stored by a Worker that stopped before telling the studio (no attempt made). */
const insertMessage = (id: string, createdAt: string) =>
  env.DB.prepare(
    `INSERT INTO messages (id, idempotency_key, name, email, message, locale, created_at)
     VALUES (?1, ?1, 'Grace', 'grace@example.com', 'Hello', 'en', ?2)`,
  ).bind(id, createdAt)

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

afterEach(() => webhook.state('up'))

describe('telling the studio', () => {
  it('posts each stored message to the webhook and marks it notified', async () => {
    const message = validMessage()
    const { id } = await (await post(message)).json<{ id: string }>()
    const notification = (await webhook.received()).find((item) => item.message.id === id)
    expect(notification).toMatchObject({
      message: { id, name: message.name, email: message.email, message: message.message },
    })
    expect(notification?.text).toContain(message.message)
    expect(await rowWithId(id)).toMatchObject({
      notified_at: expect.any(String),
      notify_attempts: 1,
    })
  })

  it('keeps a message whose notification failed, and the scheduled run delivers it', async () => {
    await webhook.state('down')
    const response = await post(validMessage())
    expect(response.status).toBe(201)
    const { id } = await response.json<{ id: string }>()
    expect(await rowWithId(id)).toMatchObject({ notified_at: null, notify_attempts: 1 })

    await runScheduled()
    expect(await rowWithId(id)).toMatchObject({ notified_at: null, notify_attempts: 2 })

    await webhook.state('up')
    await runScheduled()
    expect(await rowWithId(id)).toMatchObject({
      notified_at: expect.any(String),
      notify_attempts: 3,
    })
    expect((await webhook.received()).filter((item) => item.message.id === id)).toHaveLength(1)
  })

  it('retries a message whose first attempt never reported back, once it is old enough', async () => {
    const stale = crypto.randomUUID()
    const fresh = crypto.randomUUID()
    await insertMessage(stale, minutesAgo(10)).run()
    await insertMessage(fresh, minutesAgo(0)).run()

    await runScheduled()
    expect(await rowWithId(stale)).toMatchObject({ notified_at: expect.any(String) })
    // Its first attempt may still be under way: left alone for now.
    expect(await rowWithId(fresh)).toMatchObject({ notified_at: null, notify_attempts: 0 })
  })

  it('abandons a webhook that never answers after the timeout, and a later run delivers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const parsed = parseContactPayload(validMessage())
    if (!parsed.ok) throw new Error('validMessage() is not a valid message')
    const { stored } = await storeMessage(env.DB, parsed.payload)
    if (!stored) throw new Error('The message was not stored')
    const timeoutMs = 300
    const started = Date.now()
    await notifyStudio(
      env.DB,
      { ...env, NOTIFY_WEBHOOK_URL: `${env.WEBHOOK_ORIGIN}/hang` },
      stored,
      timeoutMs,
    )
    const waited = Date.now() - started
    // The webhook got the notification and never answered: given up on at the timeout, no later.
    expect((await webhook.held()).filter((item) => item.message.id === stored.id)).toHaveLength(1)
    expect(waited).toBeGreaterThanOrEqual(timeoutMs)
    expect(waited).toBeLessThan(timeoutMs + 2000)
    expect(logged).toHaveBeenCalledWith(
      `Webhook for message ${stored.id} failed:`,
      expect.objectContaining({ name: 'TimeoutError' }),
    )
    logged.mockRestore()
    expect(await rowWithId(stored.id)).toMatchObject({ notified_at: null, notify_attempts: 1 })

    await runScheduled()
    expect(await rowWithId(stored.id)).toMatchObject({
      notified_at: expect.any(String),
      notify_attempts: 2,
    })
    expect(await webhook.of(stored.id)).toHaveLength(1)
  })

  it('without a webhook, stores and answers, posts nothing, and the scheduled run does nothing', async () => {
    const unset = { ...env, NOTIFY_WEBHOOK_URL: '' }
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const message = validMessage({ message: `No webhook ${crypto.randomUUID()}` })
    const response = await post(message, { env: unset })
    expect(response.status).toBe(201)
    const { id } = await response.json<{ id: string }>()
    expect(await rowWithId(id)).toMatchObject({
      message: message.message,
      notified_at: null,
      notify_attempts: 0,
    })
    expect(warned).toHaveBeenCalledWith(
      `NOTIFY_WEBHOOK_URL is not set: message ${id} is stored only`,
    )

    // A message the scheduled run would retry if there were a webhook: it is left as it is.
    const stale = crypto.randomUUID()
    await insertMessage(stale, minutesAgo(10)).run()
    warned.mockClear()
    await expect(runScheduled(unset)).resolves.toBeUndefined()
    for (const row of [await rowWithId(id), await rowWithId(stale)]) {
      expect(row).toMatchObject({ notified_at: null, notify_attempts: 0 })
    }
    expect(warned).not.toHaveBeenCalled()
    warned.mockRestore()
    const received = await webhook.received()
    expect(
      received.filter(
        (item) => [id, stale].includes(item.message.id) || item.text.includes(message.message),
      ),
    ).toEqual([])
    await env.DB.prepare('DELETE FROM messages WHERE id = ?1').bind(stale).run()
  })

  it('delivers a backlog of more than one batch over consecutive runs, each message once', async () => {
    // Older than any other message waiting, so these are the first in line.
    const ids = Array.from({ length: NOTIFY_BATCH_SIZE + 5 }, () => crypto.randomUUID())
    await env.DB.batch(
      ids.map((id, index) =>
        insertMessage(id, new Date(Date.UTC(2020, 0, 1) + index * 1000).toISOString()),
      ),
    )
    const timesReceived = async () => {
      const received = await webhook.received()
      return ids.map((id) => received.filter((item) => item.message.id === id).length)
    }

    // A batch per run, oldest first; the next run takes the rest, and none is sent twice.
    await runScheduled()
    expect(await timesReceived()).toEqual(
      ids.map((_, index) => (index < NOTIFY_BATCH_SIZE ? 1 : 0)),
    )
    await runScheduled()
    expect(await timesReceived()).toEqual(ids.map(() => 1))
    await runScheduled()
    expect(await timesReceived()).toEqual(ids.map(() => 1))
    for (const id of ids) {
      expect(await rowWithId(id)).toMatchObject({
        notified_at: expect.any(String),
        notify_attempts: 1,
      })
    }
  })

  it('posts a message once, however often it is sent again under its key', async () => {
    const message = validMessage()
    const first = await post(message)
    expect(first.status).toBe(201)
    const { id } = await first.json<{ id: string }>()
    expect((await post(message)).status).toBe(200)
    await Promise.all([post(message), post(message)])
    expect(await webhook.of(id)).toHaveLength(1)
  })

  it('posts nothing for a filled honeypot', async () => {
    const spam = validMessage({
      website: 'https://spam.example',
      message: `Spam ${crypto.randomUUID()}`,
    })
    const response = await post(spam)
    expect(response.status).toBe(201)
    const { id } = await response.json<{ id: string }>()
    // A message without the honeypot, sent after it, does reach the webhook: it is listening.
    const control = validMessage({ message: `Not spam ${crypto.randomUUID()}` })
    expect((await post(control)).status).toBe(201)

    const received = await webhook.received()
    expect(received.filter((item) => item.text.includes(control.message))).toHaveLength(1)
    expect(
      received.filter((item) => item.message.id === id || item.text.includes(spam.message)),
    ).toEqual([])
  })

  it('forgets the rate limit counts of past windows', async () => {
    const past = Math.floor(Date.now() / 1000) - 2 * Number(env.CONTACT_RATE_WINDOW_SECONDS)
    await env.DB.prepare("INSERT INTO rate_limits VALUES ('old-client', ?1, 3)").bind(past).run()
    await runScheduled()
    const row = await env.DB.prepare(
      "SELECT * FROM rate_limits WHERE client = 'old-client'",
    ).first()
    expect(row).toBeNull()
  })
})
