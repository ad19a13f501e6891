/**
 * Where a page sends its events (shared/siteEventSchema.ts: what they are, declared once) and how
 * large one may be. Apart from the schema, so that the app's sender (src/components/siteEvents.ts,
 * on every page's first load) takes its types and this path and none of the schema's code.
 */
export type { Device, SiteEvent } from './siteEventSchema'

/** Where the page sends them. */
export const EVENTS_PATH = '/api/events'

/** The largest body the API reads: an event is a few dozen bytes. */
export const MAX_EVENT_BYTES = 512
