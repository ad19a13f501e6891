/**
 * What a page tells the site's own statistics API (`POST /api/events`, worker/events.ts) after it
 * has loaded and painted: a project opened from a card, a film played, a gallery opened, and
 * once per page load the class of device from the viewport's width. Nothing about the visitor.
 * The app sends them (src/components/siteEvents.ts), the Worker checks them against its schema.
 * It imports nothing.
 */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]

export type SiteEvent =
  { type: 'project' | 'film' | 'gallery'; slug: string } | { type: 'device'; device: Device }

/** Where the page sends them. */
export const EVENTS_PATH = '/api/events'

/** The largest body the API reads: an event is a few dozen bytes. */
export const MAX_EVENT_BYTES = 512
