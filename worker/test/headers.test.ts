import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { loopPath } from '../../shared/media'
import { securityHeaders } from '../../shared/securityHeaders'
import { answer, anyAddress, BROWSER, SITE, validMessage } from './helpers'

type Ask = {
  method?: string
  headers?: Record<string, string>
  body?: unknown
  environment?: Partial<Cloudflare.Env>
}

/** The Worker's answer to a browser's request for `path`, its body left unread. */
async function ask(path: string, { method = 'GET', headers = {}, body, environment }: Ask = {}) {
  const response = await answer(path, {
    method,
    headers: { 'User-Agent': BROWSER, 'CF-Connecting-IP': anyAddress(), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    env: environment,
  })
  await response.body?.cancel()
  return response
}

const api = (path: string, body: unknown, headers: Record<string, string> = {}, more: Ask = {}) =>
  ask(path, {
    method: 'POST',
    headers: { Origin: SITE, 'Content-Type': 'application/json', ...headers },
    body,
    ...more,
  })

const loop = loopPath('casa-marea', 'webm')
const message = validMessage()
const crowded = anyAddress()

/**
 * Every kind of answer the Worker makes itself, each with the status it must have. The pages it
 * serves from the static assets (each page, HEAD and 304, a shared link's, the not-found page):
 * served.test.ts.
 */
// prettier-ignore
const answers: [string, number, () => Promise<Response>][] = [
  ['a missing file under /assets/', 404, () => ask('/assets/gone-1234.js')],
  ['broken percent-encoding (the 307)', 307, () => ask('/%E0%A4%A')],
  ["a card's loop", 200, () => ask(loop)],
  ["a part of a card's loop", 206, () => ask(loop, { headers: { Range: 'bytes=0-1' } })],
  ['a part past its end', 416, () => ask(loop, { headers: { Range: 'bytes=999999999-' } })],
  ['an unknown API', 404, () => ask('/api/nope')],
  ['a message stored', 201, () => api('/api/contact', message)],
  ['a message stored before', 200, () => api('/api/contact', message)],
  ['a message refused', 400, () => api('/api/contact', { ...message, email: 'no' })],
  ['broken JSON', 400, () => api('/api/contact', '{')],
  ['another origin', 403, () => api('/api/contact', message, { Origin: 'https://evil.test' })],
  ['a GET of the API', 405, () => ask('/api/contact')],
  ['a body too large', 413, () => api('/api/contact', 'x'.repeat(20_000))],
  ['not JSON', 415, () => api('/api/contact', message, { 'Content-Type': 'text/plain' })],
  ['too many requests', 429, async () => {
    const headers = { 'CF-Connecting-IP': crowded }
    for (let n = 0; n < Number(env.CONTACT_RATE_LIMIT); n++) await api('/api/contact', validMessage(), headers)
    return api('/api/contact', validMessage(), headers)
  }],
  ['no storage', 503, () => api('/api/contact', validMessage(), {}, { environment: { DB: undefined } })],
  ['an event counted', 204, () => api('/api/events', { type: 'device', device: 'phone' })],
  ['an event refused', 400, () => api('/api/events', { type: 'scroll' })],
  ['an unknown project', 422, () => api('/api/events', { type: 'film', slug: 'no-such' })],
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
