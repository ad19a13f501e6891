import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { handleContact, MAX_BODY_BYTES } from '../contact'
import { clientKey } from '../hash'
import {
  anyAddress,
  anyClient,
  countMessages,
  post,
  type PostOptions,
  SITE,
  rowWithId,
  validMessage,
} from './helpers'

describe('POST /api/contact', () => {
  it('stores a valid message once and answers 201 with its id; keeps no IP address, only a salted hash of it for the rate limit', async () => {
    const message = validMessage({ name: '  Ada Lovelace ', message: '\n Hello \n' })
    const address = anyAddress()
    const response = await post(message, { address })
    expect(response.status).toBe(201)
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const { id } = await response.json<{ id: string }>()
    expect(await rowWithId(id)).toMatchObject({
      idempotency_key: message.idempotencyKey,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Hello',
      locale: 'en',
    })
    expect(JSON.stringify(await rowWithId(id))).not.toContain(address)
    const { results } = await env.DB.prepare('SELECT client FROM rate_limits').all()
    expect(results.length).toBeGreaterThan(0)
    for (const { client } of results) expect(client).toMatch(/^[0-9a-f]{64}$/)
  })

  // The same key again, the honeypot: deliver.test.ts. Each field's rules: contactMessage.test.ts.
  const keys = { name: 'contact.validation.nameRequired', locale: 'contact.validation.invalid' }
  const [forbidden, unsupported] = [{ error: 'forbidden' }, { error: 'unsupportedMediaType' }]
  // prettier-ignore
  it.each<[number, string, Record<string, unknown> | string | null, PostOptions, unknown]>([
    [400, 'refused fields (their keys)', { name: ' ', locale: 'fr' }, {}, { errors: keys }],
    [400, 'a body that is not JSON', '{"name": "Ada",', {}, { error: 'invalidJson' }],
    [403, 'another origin', {}, { origin: 'https://evil.example' }, forbidden],
    [403, 'the site over http', {}, { origin: 'http://unreal.test' }, forbidden],
    [403, 'no origin', {}, { origin: null }, forbidden],
    [415, 'text', {}, { contentType: 'text/plain' }, unsupported],
    [415, 'a form', {}, { contentType: 'application/x-www-form-urlencoded' }, unsupported],
    [415, 'no content type', {}, { contentType: null }, unsupported],
    [405, 'a GET (Allow: POST)', null, { method: 'GET' }, { error: 'methodNotAllowed' }],
  ])('answers %i to %s, and stores nothing', async (status, _, fields, options, body) => {
    const before = await countMessages()
    const message = typeof fields === 'object' && fields ? validMessage(fields) : fields
    const response = await post(message, options)
    expect([response.status, await response.json()]).toEqual([status, body])
    if (status === 405) expect(response.headers.get('Allow')).toBe('POST')
    expect(await countMessages()).toBe(before)
  })

  it('answers 413 to a body over 16 KiB, whatever Content-Length says; accepts one just under, as JSON with its charset', async () => {
    const before = await countMessages()
    const headers = { 'Content-Length': String(MAX_BODY_BYTES + 1) }
    expect((await post(validMessage(), { headers })).status).toBe(413)
    const oversized = JSON.stringify(validMessage({ message: 'x'.repeat(MAX_BODY_BYTES) }))
    expect((await post(oversized)).status).toBe(413)

    // Streamed, with no Content-Length: just over the limit, and far over (the Worker stops reading).
    for (const bytes of [new TextEncoder().encode(oversized), new Uint8Array(2 * 1024 * 1024)])
      expect((await post(new Blob([bytes]).stream())).status).toBe(413)
    expect(await countMessages()).toBe(before)
    const under = validMessage({ message: 'é'.repeat(2500) })
    expect(new TextEncoder().encode(JSON.stringify(under)).length).toBeLessThan(MAX_BODY_BYTES)
    const contentType = 'application/json; charset=utf-8'
    expect((await post(under, { contentType })).status).toBe(201)
  })

  it('answers 429 with Retry-After to the window’s end once one client (an IPv6 /64) passes the rate limit (at the values wrangler.jsonc deploys, on a clock the test sets), only that client, and counts afresh in the next window', async () => {
    const { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_SECONDS } = env.DEPLOYED.vars
    const deployed = {
      ...env,
      CONTACT_RATE_LIMIT: String(CONTACT_RATE_LIMIT),
      CONTACT_RATE_WINDOW_SECONDS: String(CONTACT_RATE_WINDOW_SECONDS),
    }
    const limit = Number(CONTACT_RATE_LIMIT)
    const window = Number(CONTACT_RATE_WINDOW_SECONDS)
    /** The start of a window (multiples of its length since 1970), chosen: never two in a test. */
    const start = Math.ceil(Date.UTC(2030, 0, 1) / 1000 / window) * window * 1000

    /** The answers to `count` valid messages from `client`, handled `seconds` into the window. */
    async function postAt(seconds: number, client: () => string, count = 1) {
      const answers: Response[] = []
      for (let n = 0; n < count; n++) {
        const request = new Request(`${SITE}/api/contact`, {
          method: 'POST',
          headers: {
            Origin: SITE,
            'Content-Type': 'application/json',
            'CF-Connecting-IP': client(),
          },
          body: JSON.stringify(validMessage()),
        })
        const ctx = createExecutionContext()
        answers.push(await handleContact(request, deployed, ctx, start + seconds * 1000))
        await waitOnExecutionContext(ctx)
      }
      return answers
    }
    const statusesAt = async (...args: Parameters<typeof postAt>) =>
      (await postAt(...args)).map((response) => response.status)
    // Whole numbers above 0, as the limiter reads them: it puts its default in place of others.
    expect(CONTACT_RATE_LIMIT).toMatch(/^[1-9][0-9]*$/)
    expect(CONTACT_RATE_WINDOW_SECONDS).toMatch(/^[1-9][0-9]*$/)
    const client = anyClient() // each message from another address of its /64
    expect(await statusesAt(0, client, limit)).toEqual(Array(limit).fill(201))
    const [refused] = await postAt(1, client)
    expect(refused?.status).toBe(429)
    expect(await refused?.json()).toEqual({ error: 'tooManyRequests' })
    expect(refused?.headers.get('Retry-After')).toBe(String(window - 1))
    expect(await statusesAt(1, anyAddress)).toEqual([201])
    // Until the window ends, and no longer: as many again, and no more.
    expect(await statusesAt(window - 1, client)).toEqual([429])
    expect(await statusesAt(window, client, limit)).toEqual(Array(limit).fill(201))
    expect(await statusesAt(window + 1, client)).toEqual([429])
  })

  it('answers 503 when storage is unavailable, or storing fails after the rate limit passed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = await post(validMessage(), { env: { DB: env.EMPTY_DB } })
    expect(broken.status).toBe(503)
    expect(await broken.json()).toEqual({ error: 'unavailable' })
    expect(broken.headers.get('Retry-After')).toBe('60')
    expect((await post(validMessage(), { env: { DB: undefined } })).status).toBe(503)
    expect((await post(validMessage(), { env: { RATE_LIMIT_SALT: undefined } })).status).toBe(503)
    expect(logged).toHaveBeenCalledTimes(3)
    await env.EMPTY_DB.prepare(
      `CREATE TABLE rate_limits (client TEXT, window_start INTEGER, count INTEGER,
       PRIMARY KEY (client, window_start))`,
    ).run()
    const response = await post(validMessage(), { env: { DB: env.EMPTY_DB } })
    expect(response.status).toBe(503)
    expect(logged).toHaveBeenCalledWith('Storing a message failed:', expect.any(Error))
    logged.mockRestore()
    await env.EMPTY_DB.exec('DROP TABLE rate_limits')
  })
})

// One client's flood from many addresses of its /64: the rate limit below, and stats.test.ts.
const keyOf = (address: string) =>
  clientKey(new Request(SITE, { headers: { 'CF-Connecting-IP': address } }))

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
