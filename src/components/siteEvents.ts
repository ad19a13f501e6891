import { EVENTS_PATH, type Device, type SiteEvent } from '../../shared/siteEvents'
import { media } from '../styles/breakpoints'

/** Whether the browser asks not to be tracked: Global Privacy Control or Do Not Track. */
function declined() {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean }
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1'
}

/**
 * Tells the site's own statistics (worker/events.ts) what happened, in the background: nothing
 * waits for the answer or sees a failure; nothing is sent when the browser asks not to be tracked.
 */
export function tellSite(event: SiteEvent) {
  if (declined()) return
  // Never throws: what called it (a press, a film starting) goes on whatever happens here.
  Promise.resolve()
    .then(() =>
      fetch(EVENTS_PATH, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(event),
      }),
    )
    .catch(() => {})
}

/** The class of device, from the viewport's width at the site's named breakpoints. */
export const deviceClass = (): Device =>
  matchMedia(media.lg).matches ? 'desktop' : matchMedia(media.md).matches ? 'tablet' : 'phone'
