import * as v from 'valibot'
import { DEVICES, MAX_EVENT_BYTES, type SiteEvent } from '../shared/siteEvents'
import { isJson, readLimited } from './contact'
import type { Env } from './env'
import { projectPagePath } from '../shared/pages'
import { positive, rateLimitRefusal, type RateRule } from './rateLimit'
import { json, unavailable } from './responses'
import { count, notCounted, type Metric } from './stats'
import { isSlug } from '../shared/slug'

const slug = v.pipe(v.string(), v.check<string>(isSlug))

/** An event as a page sends it (shared/siteEvents.ts): nothing more is read. */
const siteEvent = v.variant('type', [
  v.strictObject({ type: v.picklist(['project', 'film', 'gallery']), slug }),
  v.strictObject({ type: v.literal('device'), device: v.picklist(DEVICES) }),
]) satisfies v.GenericSchema<SiteEvent>

const metricOf: Record<SiteEvent['type'], Metric> = {
  project: 'project_card',
  film: 'film',
  gallery: 'gallery',
  device: 'device',
}

/** The events one client may send per rate window (EVENTS_RATE_LIMIT, else 120). */
const eventsRule = (env: Env): RateRule => ({
  scope: 'events',
  limit: positive(env.EVENTS_RATE_LIMIT, 120),
})

/** Whether the build published this project: its own page is among the static assets. */
async function isPublished(env: Env, request: Request, slug: string) {
  const page = await env.ASSETS.fetch(
    new Request(new URL(projectPagePath(slug, 'en'), request.url), { method: 'HEAD' }),
  )
  return page.status === 200
}

/**
 * `POST /api/events`: one event (shared/siteEvents.ts) as JSON from the site's own pages. Answers
 * 204 (counted, or not counted because the browser asks not to be or is automated), 400 (not the
 * expected JSON), 403 (another origin), 405, 413 (over MAX_EVENT_BYTES), 415, 422 (a project the
 * site does not publish), 429 (too many from this client) or 503. Nothing is stored but the count.
 */
export async function handleEvent(request: Request, env: Env, now = Date.now()) {
  if (request.method !== 'POST') {
    return json(405, { error: 'methodNotAllowed' }, { Allow: 'POST' })
  }
  if (request.headers.get('Origin') !== new URL(request.url).origin) {
    return json(403, { error: 'forbidden' })
  }
  if (notCounted(request)) return new Response(null, { status: 204 })
  if (!isJson(request.headers.get('Content-Type'))) {
    return json(415, { error: 'unsupportedMediaType' })
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_EVENT_BYTES) {
    return json(413, { error: 'tooLarge' })
  }
  const db = env.DB
  const salt = env.RATE_LIMIT_SALT
  if (!db || !salt) return unavailable()
  const refusal = await rateLimitRefusal(db, env, salt, request, now, eventsRule(env))
  if (refusal) return refusal
  const text = await readLimited(request, MAX_EVENT_BYTES)
  if (text === null) return json(413, { error: 'tooLarge' })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(400, { error: 'invalidJson' })
  }
  const parsed = v.safeParse(siteEvent, body)
  if (!parsed.success) return json(400, { error: 'invalidEvent' })
  const event = parsed.output
  if (event.type !== 'device' && !(await isPublished(env, request, event.slug))) {
    return json(422, { error: 'unknownProject' })
  }
  try {
    const key = event.type === 'device' ? event.device : event.slug
    await count(db, [{ metric: metricOf[event.type], key }], now)
  } catch (error) {
    console.error('Counting an event failed:', error)
    return unavailable()
  }
  return new Response(null, { status: 204 })
}
