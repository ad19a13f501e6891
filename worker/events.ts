import * as v from 'valibot'
import { siteEvent } from '../shared/siteEventSchema'
import { MAX_EVENT_BYTES } from '../shared/siteEvents'
import type { Env } from './env'
import { readJsonRequest } from './jsonRequest'
import { projectPagePath } from '../shared/pages'
import { positive, type RateRule } from './rateLimit'
import { json, unavailable } from './responses'
import { countVisit, eventCounts, notCounted, pastCeiling } from './stats'

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

const noContent = () => new Response(null, { status: 204 })

/**
 * `POST /api/events`: one event (shared/siteEvents.ts). 204 whether counted or not, 400 not an
 * event, 422 an unpublished project, 503, or the JSON APIs' refusals.
 */
export async function handleEvent(request: Request, env: Env, now = Date.now()) {
  const read = await readJsonRequest(request, env, {
    db: env.STATS,
    maxBytes: MAX_EVENT_BYTES,
    rule: eventsRule(env),
    // Not counted, whatever it says: answered before anything is read or written.
    answerFirst: async (request) =>
      notCounted(request) || (await pastCeiling(request, now)) ? noContent() : null,
    now,
  })
  if (!read.ok) return read.response
  const parsed = v.safeParse(siteEvent, read.body)
  if (!parsed.success) return json(400, { error: 'invalidEvent' })
  const event = parsed.output
  if (event.type !== 'device' && !(await isPublished(env, request, event.slug))) {
    return json(422, { error: 'unknownProject' })
  }
  try {
    await countVisit(read.db, request, eventCounts(event), { now })
  } catch (error) {
    console.error('Counting an event failed:', error)
    return unavailable()
  }
  return noContent()
}
