import * as v from 'valibot'
import { isSlug } from './slug'

/**
 * The one declaration of each kind of event a page tells the statistics (worker/events.ts):
 * the schema the Worker reads, the type the app sends, and `eventMetric`, from which the Worker's
 * `Metric` and the digest's sections are typed (a kind not counted or shown fails typecheck).
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
