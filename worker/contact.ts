import { CONTACT_HONEYPOT_FIELD } from '../shared/contactMessage'
import { parseContactPayload } from '../shared/contactPayload'
import type { Env } from './env'
import { channelsSetUp, deliverNew } from './deliver'
import { storeMessage } from './messages'
import { rateLimitRefusal } from './rateLimit'
import { json, unavailable } from './responses'
import { count, countLater } from './stats'

/** The largest request body accepted: a full form (5,000 characters of message) fits easily. */
export const MAX_BODY_BYTES = 16 * 1024

const tooLarge = () => json(413, { error: 'tooLarge' })

/**
 * What is read and thrown away of a body over the limit before giving up on it: answering
 * while the client is still sending breaks the connection for the next request in some
 * proxies (wrangler's local one among them), so a modest excess is read to its end.
 */
const DRAIN_BYTES = 1024 * 1024

/** The body as text, or null once it passes `limit` bytes (whatever Content-Length claimed). */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit + DRAIN_BYTES) {
      await reader.cancel()
      return null
    }
    if (size <= limit) chunks.push(value)
  }
  if (size > limit) return null
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

export const isJson = (contentType: string | null) =>
  contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json'

/**
 * `POST /api/contact`: `{ name, email, company, message, locale, idempotencyKey }` as JSON from
 * the site's own pages. Answers 201 `{ id }` (stored now), 200 `{ id }` (stored before under the
 * same key), 400 `{ errors }` (a code per field), 403, 405, 413, 415, 429 or 503. `now` is the
 * time the rate limit counts the request at: the Worker passes none (the time now); the
 * Worker's tests set it, so that a window's boundary falls where a test puts it.
 */
export async function handleContact(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  now = Date.now(),
): Promise<Response> {
  if (request.method !== 'POST') {
    return json(405, { error: 'methodNotAllowed' }, { Allow: 'POST' })
  }
  if (request.headers.get('Origin') !== new URL(request.url).origin) {
    return json(403, { error: 'forbidden' })
  }
  if (!isJson(request.headers.get('Content-Type'))) {
    return json(415, { error: 'unsupportedMediaType' })
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) return tooLarge()

  const db = env.DB
  const salt = env.RATE_LIMIT_SALT
  if (!db || !salt) {
    console.error('The contact API needs the DB binding and the RATE_LIMIT_SALT secret')
    return unavailable()
  }
  const refusal = await rateLimitRefusal(db, env, salt, request, now)
  if (refusal) return refusal

  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === null) return tooLarge()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(400, { error: 'invalidJson' })
  }

  // A bot filled the field people never see: answer as if stored, keep nothing.
  const honeypot = (body as Record<string, unknown> | null)?.[CONTACT_HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return json(201, { id: crypto.randomUUID() })
  }

  const parsed = parseContactPayload(body)
  if (!parsed.ok) return json(400, { errors: parsed.errors })

  try {
    const due = channelsSetUp(env)
    const { stored, id } = await storeMessage(db, parsed.payload, due)
    if (!stored) return json(200, { id })
    // The studio is told after the visitor has their answer; a message stored is a lead.
    ctx.waitUntil(deliverNew(db, env, stored, due))
    countLater(ctx, () => count(db, [{ metric: 'leads', key: stored.locale }], now))
    return json(201, { id })
  } catch (error) {
    console.error('Storing a message failed:', error)
    return unavailable()
  }
}
