import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { loopPath } from '../../shared/media'
import { securityHeaders } from '../../shared/securityHeaders'
import { answer, anyAddress, post, validMessage } from './helpers'

const loop = loopPath('casa-marea', 'webm')
const range = (bytes: string) => answer(loop, { headers: { Range: `bytes=${bytes}` } })
const event = (body: object) => post(body, { path: '/api/events' })
const message = validMessage()
const crowded = { address: anyAddress() }

/**
 * Every kind of answer the Worker makes itself, each with the status it must have. The pages it
 * serves from the static assets (each page, HEAD and 304, a shared link's, the not-found page):
 * served.test.ts.
 */
// prettier-ignore
const answers: [string, number, () => Promise<Response>][] = [
  ['a missing file under /assets/', 404, () => answer('/assets/gone-1234.js')],
  ['broken percent-encoding (the 307)', 307, () => answer('/%E0%A4%A')],
  ["a card's loop", 200, () => answer(loop)],
  ["a part of a card's loop", 206, () => range('0-1')],
  ['a part past its end', 416, () => range('999999999-')],
  ['an unknown API', 404, () => answer('/api/nope')],
  ['a message stored', 201, () => post(message)],
  ['a message stored before', 200, () => post(message)],
  ['a message refused', 400, () => post({ ...message, email: 'no' })],
  ['broken JSON', 400, () => post('{')],
  ['another origin', 403, () => post(message, { origin: 'https://evil.test' })],
  ['a GET of the API', 405, () => answer('/api/contact')],
  ['a body too large', 413, () => post('x'.repeat(20_000))],
  ['not JSON', 415, () => post(message, { contentType: 'text/plain' })],
  ['too many requests', 429, async () => {
    for (let n = 0; n < Number(env.CONTACT_RATE_LIMIT); n++) await post(validMessage(), crowded)
    return post(validMessage(), crowded)
  }],
  ['no storage', 503, () => post(validMessage(), { env: { DB: undefined } })],
  ['an event counted', 204, () => event({ type: 'device', device: 'phone' })],
  ['an event refused', 400, () => event({ type: 'scroll' })],
  ['an unknown project', 422, () => event({ type: 'film', slug: 'no-such' })],
]

it.each(answers)(
  "every answer of the Worker carries the site's security headers: %s (%i)",
  async (_, status, make) => {
    const response = await make()
    expect(response.status).toBe(status)
    for (const [name, value] of Object.entries(securityHeaders))
      expect(response.headers.get(name), name).toBe(value)
    expect(response.headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/)
  },
)
