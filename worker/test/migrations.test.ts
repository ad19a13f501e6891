import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'

/**
 * A database deployed before email (worker/migrations/0001 only), upgraded: each message keeps its
 * webhook state, and those the studio was never told about are due by email.
 */
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
  // Each row: message, channel, attempts, delivered at.
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
