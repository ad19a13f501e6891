import type { Env } from './env'
import { rateLimitRefusal, type RateRule } from './rateLimit'
import { json, unavailable } from './responses'

/** What is read and thrown away of a body over the limit before giving up on it. */
const DRAIN_BYTES = 1024 * 1024

const tooLarge = () => json(413, { error: 'tooLarge' })

/**
 * The body as text, or null past `limit` bytes. A modest excess is read to its end: answering
 * while the client still sends breaks the next request in some proxies (wrangler's).
 */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request.body ?? []) {
    size += chunk.byteLength
    if (size > limit + DRAIN_BYTES) return null // leaving the loop cancels the rest
    if (size <= limit) chunks.push(chunk)
  }
  return size > limit ? null : new Blob(chunks).text()
}

const isJson = (contentType: string | null) =>
  contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json'

type JsonApi = {
  /** The API's database (its rate limit is counted there): env.DB or env.STATS. */
  db: D1Database | undefined
  /** The largest body read, in bytes (413 above it, declared or streamed). */
  maxBytes: number
  /** The API's own rate limit (its `scope`), else the contact API's (CONTACT_RATE_LIMIT). */
  rule?: RateRule
  /** An answer to a same-origin POST before anything is read or stored (the events API's 204). */
  answerFirst?: (request: Request) => Promise<Response | null>
  /** The time the rate limit counts the request at (a test sets it). */
  now?: number
}

/** The one guard of the Worker's JSON APIs: the JSON body and the database, or the refusal. */
export async function readJsonRequest(
  request: Request,
  env: Env,
  { db, maxBytes, rule, answerFirst, now = Date.now() }: JsonApi,
) {
  const refuse = (response: Response) => ({ ok: false, response }) as const
  if (request.method !== 'POST') {
    return refuse(json(405, { error: 'methodNotAllowed' }, { Allow: 'POST' }))
  }
  if (request.headers.get('Origin') !== new URL(request.url).origin) {
    return refuse(json(403, { error: 'forbidden' }))
  }
  const first = await answerFirst?.(request)
  if (first) return refuse(first)
  if (!isJson(request.headers.get('Content-Type'))) {
    return refuse(json(415, { error: 'unsupportedMediaType' }))
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) return refuse(tooLarge())
  const salt = env.RATE_LIMIT_SALT
  if (!db || !salt) {
    console.error('The JSON APIs need their database binding and the RATE_LIMIT_SALT secret')
    return refuse(unavailable())
  }
  const refusal = await rateLimitRefusal(db, env, salt, request, now, rule)
  if (refusal) return refuse(refusal)
  const text = await readLimited(request, maxBytes)
  if (text === null) return refuse(tooLarge())
  try {
    return { ok: true, body: JSON.parse(text) as unknown, db } as const
  } catch {
    return refuse(json(400, { error: 'invalidJson' }))
  }
}
