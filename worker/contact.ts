import { CONTACT_HONEYPOT_FIELD } from '../shared/contactMessage'
import { parseContactPayload } from '../shared/contactPayload'
import type { Env } from './env'
import { channelsSetUp, deliverNew, messagesPerDay } from './deliver'
import { storeMessage } from './messages'
import { readJsonRequest } from './jsonRequest'
import { json, unavailable } from './responses'
import { countLater, countLead } from './stats'

/** The largest request body accepted: a full form (5,000 characters of message) fits easily. */
export const MAX_BODY_BYTES = 16 * 1024

/**
 * `POST /api/contact`: the form's payload (shared/contactPayload.ts) as JSON from the site's own
 * pages. Answers 201 `{ id }` (stored now), 200 `{ id }` (stored before under the same key), 400
 * `{ errors }` (a code per field), 403, 405, 413, 415, 429 or 503. `now`: the rate limit's clock.
 */
export async function handleContact(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  now = Date.now(),
): Promise<Response> {
  const read = await readJsonRequest(request, env, {
    db: env.DB,
    maxBytes: MAX_BODY_BYTES,
    now,
  })
  if (!read.ok) return read.response
  const { body, db } = read

  // A bot filled the field people never see: answer as if stored, keep nothing.
  const honeypot = (body as Record<string, unknown> | null)?.[CONTACT_HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    return json(201, { id: crypto.randomUUID() })
  }

  const parsed = parseContactPayload(body)
  if (!parsed.ok) return json(400, { errors: parsed.errors })

  try {
    const due = channelsSetUp(env)
    const { stored, id, notice } = await storeMessage(db, parsed.value, due, messagesPerDay(env))
    if (!stored) return json(200, { id })
    // The studio is told after the visitor has their answer; a message stored is a lead.
    ctx.waitUntil(deliverNew(db, env, stored, due, notice))
    const stats = env.STATS
    if (stats) countLater(ctx, () => countLead(stats, request, stored.locale, now))
    return json(201, { id })
  } catch (error) {
    console.error('Storing a message failed:', error)
    return unavailable()
  }
}
