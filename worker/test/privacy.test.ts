import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { handleContact } from '../contact'
import { handleEvent } from '../events'
import worker from '../index'
import { forgetPastWindows } from '../rateLimit'
import { CLIENT_DAY_LIMIT, utcDay } from '../stats'
import { anyAddress, IncomingRequest, SITE, validMessage } from './helpers'

/**
 * The sentences of the privacy page (src/i18n/privacy.ts) that say what is counted and kept, each
 * checked against what the database holds after the visits it describes (by its key). What needs
 * a browser, a move inside the app, is checked in tests/e2e/stats.spec.ts.
 */

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0'

beforeEach(async () => {
  await env.STATS.batch(
    ['stat_counts', 'stat_marks', 'stat_clients', 'visitor_salts', 'rate_limits'].map((table) =>
      env.STATS.prepare(`DELETE FROM ${table}`),
    ),
  )
  await env.DB.prepare('DELETE FROM rate_limits').run()
})

/** What stat_counts holds, `metric key` → count, summed over the days. */
async function counted() {
  const { results } = await env.STATS.prepare(
    'SELECT metric, key, SUM(count) AS n FROM stat_counts GROUP BY metric, key',
  ).all<{ metric: string; key: string; n: number }>()
  return Object.fromEntries(results.map(({ metric, key, n }) => [`${metric} ${key}`, n]))
}

async function answer(request: Parameters<typeof worker.fetch>[0]) {
  const ctx = createExecutionContext()
  const response = await worker.fetch(request, env, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

const page = (
  path: string,
  address: string,
  headers: Record<string, string> = {},
  method = 'GET',
) =>
  answer(
    new IncomingRequest(`${SITE}${path}`, {
      method,
      headers: { 'User-Agent': BROWSER, 'CF-Connecting-IP': address, ...headers },
    }),
  )

const event = (body: object, address: string, userAgent = BROWSER, now = Date.now()) =>
  handleEvent(
    new IncomingRequest(`${SITE}/api/events`, {
      method: 'POST',
      headers: {
        Origin: SITE,
        'Content-Type': 'application/json',
        'User-Agent': userAgent,
        'CF-Connecting-IP': address,
      },
      body: JSON.stringify(body),
    }),
    env,
    now,
  )

const message = async (address: string, now = Date.now()) => {
  const ctx = createExecutionContext()
  const request = new IncomingRequest(`${SITE}/api/contact`, {
    method: 'POST',
    headers: {
      Origin: SITE,
      'Content-Type': 'application/json',
      'User-Agent': BROWSER,
      'CF-Connecting-IP': address,
    },
    body: JSON.stringify(validMessage({ locale: 'es' })),
  })
  const response = await handleContact(request, env, ctx, now)
  await waitOnExecutionContext(ctx)
  return response
}

describe('the privacy page, sentence by sentence, as the database holds it', () => {
  it('counted.pages: a page loaded from the server, by page and language; nothing else', async () => {
    const address = anyAddress()
    expect((await page('/es/projects', address)).status).toBe(200)
    // The same page asked for by a script or for its headers: no page loaded for anyone to see.
    await page('/es/projects', address, { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors' })
    await page('/es/projects', address, {}, 'HEAD')
    expect(await counted()).toEqual({
      'language es': 1,
      'page /es/projects': 1,
      'views ': 1,
      'visitors ': 1,
    })
  })

  it('counted.device: one class of the three, at most once a day per visitor', async () => {
    const address = anyAddress()
    for (const device of ['phone', 'tablet', 'desktop', 'phone']) {
      expect((await event({ type: 'device', device }, address)).status).toBe(204)
    }
    // Another browser on the same address is another visitor.
    await event({ type: 'device', device: 'desktop' }, address, FIREFOX)
    expect(await counted()).toEqual({ 'device phone': 1, 'device desktop': 1 })
    // The next day, the same visitor is counted again (the events' own rate window aside).
    const tomorrow = Date.parse(`${utcDay(Date.now() + 86_400_000)}T00:30:00Z`)
    await event({ type: 'device', device: 'tablet' }, address, BROWSER, tomorrow)
    expect(await counted()).toEqual({ 'device phone': 1, 'device desktop': 1, 'device tablet': 1 })
  })

  it(`visitors.text: past ${CLIENT_DAY_LIMIT} page views and events in a day, no more from that network address (an IPv6 /64); a message still is`, async () => {
    const prefix = `2001:db8:${Array.from(crypto.getRandomValues(new Uint16Array(2)), (n) => n.toString(16)).join(':')}`
    for (let n = 0; n < CLIENT_DAY_LIMIT; n++) await page('/', `${prefix}::1`)
    expect(await counted()).toMatchObject({ 'views ': CLIENT_DAY_LIMIT })
    await page('/projects', `${prefix}::2`)
    await event({ type: 'device', device: 'phone' }, `${prefix}:1::3`)
    expect((await message(`${prefix}::4`)).status).toBe(201)
    const after = await counted()
    expect(after).toMatchObject({ 'views ': CLIENT_DAY_LIMIT, 'leads es': 1 })
    expect(after).not.toHaveProperty(['page /projects'])
    expect(after).not.toHaveProperty(['device phone'])
  })

  it('messages.limit: a hash of the address with its count in the current 10-minute period, deleted once the period is over', async () => {
    const address = anyAddress()
    const period = 600_000
    const start = Math.ceil(Date.UTC(2030, 0, 1, 10, 3) / period) * period // 10:10
    await message(address, start + 590_000)
    await message(address, start + 595_000)
    await message(address, start + period + 5_000)
    const rows = async () =>
      (
        await env.DB.prepare('SELECT * FROM rate_limits ORDER BY window_start').all<{
          client: string
          window_start: number
          count: number
        }>()
      ).results
    const held = await rows()
    // Two periods that start on the clock (10:10, 10:20): two requests in the first, one in the next.
    expect(held.map((row) => [new Date(row.window_start * 1000).toISOString(), row.count])).toEqual(
      [
        ['2030-01-01T10:10:00.000Z', 2],
        ['2030-01-01T10:20:00.000Z', 1],
      ],
    )
    for (const row of held) expect(row.client).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(held)).not.toContain(address)
    // The task every 10 minutes: a period's row stays until that period is over, no longer.
    await forgetPastWindows(env.DB, env, start + period - 1_000)
    expect(await rows()).toHaveLength(2)
    await forgetPastWindows(env.DB, env, start + period)
    expect((await rows()).map((row) => row.count)).toEqual([1])
    await forgetPastWindows(env.DB, env, start + 2 * period)
    expect(await rows()).toEqual([])
  })
})
