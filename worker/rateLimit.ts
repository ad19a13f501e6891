import type { Env } from './env'
import { json, unavailable } from './responses'
import { clientKey, sha256 } from './hash'

const DEFAULT_LIMIT = 10
const DEFAULT_WINDOW_SECONDS = 600

export const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

/** Another API's own limit: its requests are counted apart from the contact API's (`scope`). */
export type RateRule = { scope: string; limit: number }

/**
 * Counts `request` against its client's (salted hash's) fixed window. Returns the answer to give
 * instead, 429 over the limit or 503 when the count cannot be stored; null to go on.
 */
export async function rateLimitRefusal(
  db: D1Database,
  env: Env,
  salt: string,
  request: Request,
  now = Date.now(),
  rule?: RateRule,
): Promise<Response | null> {
  const address = clientKey(request) || 'unknown'
  const client = await sha256(`${salt}\n${rule ? `${rule.scope}\n${address}` : address}`)
  const limit = rule?.limit ?? positive(env.CONTACT_RATE_LIMIT, DEFAULT_LIMIT)
  const windowSeconds = positive(env.CONTACT_RATE_WINDOW_SECONDS, DEFAULT_WINDOW_SECONDS)
  const nowSeconds = Math.floor(now / 1000)
  const windowStart = nowSeconds - (nowSeconds % windowSeconds)
  try {
    const row = await db
      .prepare(
        `INSERT INTO rate_limits (client, window_start, count) VALUES (?1, ?2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET count = count + 1
         RETURNING count`,
      )
      .bind(client, windowStart)
      .first<{ count: number }>()
    if (!row || row.count <= limit) return null
    const retryAfter = Math.max(1, windowStart + windowSeconds - nowSeconds)
    return json(429, { error: 'tooManyRequests' }, { 'Retry-After': String(retryAfter) })
  } catch (error) {
    console.error('Rate limit storage failed:', error)
    return unavailable()
  }
}

/** Forgets the counts of windows that have ended. */
export async function forgetPastWindows(db: D1Database, env: Env, now = Date.now()) {
  const windowSeconds = positive(env.CONTACT_RATE_WINDOW_SECONDS, DEFAULT_WINDOW_SECONDS)
  await db
    .prepare('DELETE FROM rate_limits WHERE window_start <= ?1')
    .bind(Math.floor(now / 1000) - windowSeconds)
    .run()
}
