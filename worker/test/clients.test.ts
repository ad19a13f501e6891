import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { clientKey } from '../hash'
import { CLIENT_DAY_LIMIT } from '../stats'
import { answer, BROWSER, countOf, forgetCounts, post, postAt, SITE } from './helpers'

const keyOf = (address: string) =>
  clientKey(new Request(SITE, { headers: { 'CF-Connecting-IP': address } }))
/** A /64 of its own for each test (the Worker remembers a client past its day's ceiling). */
const anyPrefix = () =>
  `2001:db8:${Array.from(crypto.getRandomValues(new Uint16Array(2)), (n) => n.toString(16)).join(':')}`

/** `count` addresses of the /64 `prefix`, each spelled differently. */
const addressesOf = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, n) => `${prefix}:${n.toString(16)}:0:0:${(n + 1).toString(16)}`)

beforeEach(async () => {
  await forgetCounts()
  await env.DB.batch(['rate_limits', 'messages'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)))
})

it.each([
  ['192.0.2.7', '192.0.2.7'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
  ['2001:db8::', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['::ffff:192.0.2.7', '192.0.2.7'],
  ['::FFFF:c000:0207', '192.0.2.7'],
  ['2001:db8:1:2:3:4:192.0.2.7', '2001:db8:1:2::/64'],
  ['not an address', 'not an address'],
])('keys a client, as the platform can tell it apart: %s as %s', (address, key) => {
  expect(keyOf(address)).toBe(key)
})

describe('a flood from the addresses of one IPv6 /64', () => {
  it('is one client to the contact rate limit', async () => {
    const limit = Number(env.CONTACT_RATE_LIMIT)
    // One instant, chosen: the start of a rate window, so the test never spans two.
    const now = Date.UTC(2030, 0, 1)
    const answers: number[] = []
    for (const address of addressesOf(anyPrefix(), 4)) {
      for (let n = 0; n < 10; n++) answers.push((await postAt(now, address)).status)
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(limit)
    expect(answers.filter((status) => status === 429)).toHaveLength(40 - limit)
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM messages').first<{ n: number }>()
    expect(stored?.n).toBe(limit)
  })

  it("is one client to the day's counting ceiling, for page views and events", async () => {
    const [first = '', ...others] = addressesOf(anyPrefix(), 121)
    for (const address of others) {
      const headers = { 'User-Agent': BROWSER, 'CF-Connecting-IP': address }
      expect((await answer('/', { headers })).status).toBe(200)
    }
    expect(await countOf('views')).toBe(CLIENT_DAY_LIMIT)
    expect(await countOf('visitors')).toBe(1) // the same client and user agent
    const event = { type: 'device', device: 'phone' }
    expect((await post(event, { path: '/api/events', address: first })).status).toBe(204)
    expect(await countOf('device', 'phone')).toBe(0)
  })
})
