/** The Worker's bindings (wrangler.jsonc) and secrets. */
export interface Env {
  /** The built site (dist/), served as static assets (wrangler.jsonc `assets.binding`). */
  ASSETS: Fetcher
  /** The messages and the contact API's rate limit (worker/migrations). */
  DB?: D1Database
  /** The statistics and the events API's rate limit (worker/migrations-stats, docs/stats.md). */
  STATS?: D1Database
  /** Requests one client may send to /api/contact per window (a number, as text). */
  CONTACT_RATE_LIMIT?: string
  CONTACT_RATE_WINDOW_SECONDS?: string
  /** Events one client may send to /api/events per the same window (a number, as text). */
  EVENTS_RATE_LIMIT?: string
  /** Secret: mixed into the hash of a client's IP address, so the hash cannot be reversed. */
  RATE_LIMIT_SALT?: string
  /** Sends each stored message to the studio's address, and only there (`send_email`). */
  EMAIL?: SendEmail
  /** The address those emails come from, on the studio's domain (wrangler.jsonc `vars`). */
  EMAIL_FROM?: string
  /** Messages a day (UTC) the studio is told about one by one; past it, one alert for the day. */
  MESSAGES_PER_DAY?: string
  /** Secret, optional: where each stored message is also posted (JSON) for the studio. */
  NOTIFY_WEBHOOK_URL?: string
}
