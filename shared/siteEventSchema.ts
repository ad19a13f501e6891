import * as v from 'valibot'
import { isSlug } from './slug'

/**
 * The kinds of event a page tells the site's own statistics API (`POST /api/events`, worker/events.ts) after it
 * has loaded and painted: a project opened from a card, a film played, a gallery opened, and
 * once per page load the class of device from the viewport's width. Nothing about the visitor.
 *
 * The one declaration of each kind of event: `siteEvent` is the schema the Worker reads a body
 * with, `SiteEvent` the type the app sends (inferred from it), and `eventMetric` the count each
 * kind adds to (worker/stats.ts's `Metric` and the digest's sections are typed from it, so a kind
 * added here and not counted or not shown fails typecheck).
 */
const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

const slug = v.pipe(v.string(), v.check<string>(isSlug))

/** Each event's shape, strict: a field more is refused. */
export const siteEvent = v.variant('type', [
  v.strictObject({ type: v.literal('project'), slug }),
  v.strictObject({ type: v.literal('film'), slug }),
  v.strictObject({ type: v.literal('gallery'), slug }),
  v.strictObject({ type: v.literal('device'), device: v.picklist(DEVICES) }),
])

export type SiteEvent = v.InferOutput<typeof siteEvent>
export type SiteEventType = SiteEvent['type']

/** The statistic each kind of event counts, by the event's slug or device. */
export const eventMetric = {
  project: 'project_card',
  film: 'film',
  gallery: 'gallery',
  device: 'device',
} as const satisfies Record<SiteEventType, string>

export type EventMetric = (typeof eventMetric)[SiteEventType]

/** The key an event is counted under: the project's slug, or the device class. */
export const eventKey = (event: SiteEvent) => (event.type === 'device' ? event.device : event.slug)
