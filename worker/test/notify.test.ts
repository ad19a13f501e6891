import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it } from 'vitest'
import worker from '../index'
import { post, rowWithId, validMessage } from './helpers'

const webhook = {
  state: (state: 'up' | 'down') =>
    fetch(`${env.WEBHOOK_ORIGIN}/state`, { method: 'POST', body: state }),
  received: async () =>
    (await (await fetch(`${env.WEBHOOK_ORIGIN}/received`)).json()) as {
      text: string
      message: { id: string }
    }[],
}

const runScheduled = () =>
  worker.scheduled(createScheduledController({ cron: '*/10 * * * *' }), env)

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
    const insert = (id: string, createdAt: string) =>
      env.DB.prepare(
        `INSERT INTO messages (id, idempotency_key, name, email, message, locale, created_at)
         VALUES (?1, ?1, 'Grace', 'grace@example.com', 'Hello', 'en', ?2)`,
      )
        .bind(id, createdAt)
        .run()
    const stale = crypto.randomUUID()
    const fresh = crypto.randomUUID()
    await insert(stale, new Date(Date.now() - 10 * 60_000).toISOString())
    await insert(fresh, new Date().toISOString())

    await runScheduled()
    expect(await rowWithId(stale)).toMatchObject({ notified_at: expect.any(String) })
    // Its first attempt may still be under way: left alone for now.
    expect(await rowWithId(fresh)).toMatchObject({ notified_at: null, notify_attempts: 0 })
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
