/**
 * The site's own statistics, first party and without tracking anyone (docs/stats.md): counts per
 * UTC day and dimension in D1 (`stat_counts`), and the day's distinct visitors told apart by a
 * hash of (the day's random salt, address, user agent) that is deleted with the salt once the day
 * is over. No cookie, nothing stored in the browser, no address or user agent stored.
 */

/** What is counted; `key` says which one ('' for a total). */
export type Metric =
  | 'visitors' // distinct visitors of the day ('')
  | 'views' // page views ('')
  | 'page' // page views by path ('/es/projects')
  | 'language' // page views by language ('en')
  | 'referrer' // page views arriving from another site, by its host
  | 'project_link' // a shared project link opened (`?project=<slug>`), by slug
  | 'project_card' // a project opened from a card, by slug
  | 'film' // a film played, by the project's slug
  | 'gallery' // a project's gallery opened, by slug
  | 'device' // page loads by device class ('phone', 'tablet', 'desktop')
  | 'leads' // messages stored by the contact API, by the page's language

export type Count = { metric: Metric; key: string }

/** The UTC day of `now`, `YYYY-MM-DD`: the unit everything is counted in. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * Known crawlers, link previews, monitors, HTTP libraries and automated browsers (Playwright's
 * and Puppeteer's headless Chromium says HeadlessChrome; Lighthouse says so too).
 */
const AUTOMATED =
  /bot\b|bot\/|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|gtmetrix|facebookexternalhit|embedly|whatsapp|telegram|skypeuripreview|curl|wget|python|java\/|go-http|okhttp|^node|undici|axios|httpclient|libwww|scrapy|playwright|puppeteer|selenium|webdriver|phantomjs|pingdom|uptime|monitor/i

/**
 * Why a request is not counted, or null when it is: the browser asks not to be tracked (Global
 * Privacy Control, Do Not Track), the request is a prefetch or prerender (no one is looking at
 * the page yet), or it comes from a crawler or an automated browser (or names no user agent).
 */
export function notCounted(request: Request): string | null {
  const headers = request.headers
  if (headers.get('Sec-GPC')?.trim() === '1') return 'gpc'
  if (headers.get('DNT')?.trim() === '1') return 'dnt'
  const purpose = [headers.get('Sec-Purpose'), headers.get('Purpose'), headers.get('X-Moz')]
  if (purpose.some((value) => value && /prefetch|prerender/i.test(value))) return 'prefetch'
  const agent = headers.get('User-Agent') ?? ''
  if (agent.trim() === '' || AUTOMATED.test(agent)) return 'automated'
  return null
}

/** The referring site's host, when the page was reached from another site; never its address. */
export function referringHost(request: Request, url: URL): string | undefined {
  const referer = request.headers.get('Referer')
  if (!referer) return undefined
  try {
    const from = new URL(referer)
    if (from.protocol !== 'https:' && from.protocol !== 'http:') return undefined
    if (from.hostname === url.hostname || from.hostname.length > 253) return undefined
    return from.hostname
  } catch {
    return undefined
  }
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The day's salt: made at random by the day's first counted visit, kept in D1 (all the Worker's
 * instances share it) and deleted by the cron once the day is over (`forgetPastDays`).
 */
async function daySalt(db: D1Database, day: string): Promise<string> {
  const salt = hex(crypto.getRandomValues(new Uint8Array(32)).buffer)
  const row = await db
    .prepare(
      `INSERT INTO visitor_salts (day, salt) VALUES (?1, ?2)
       ON CONFLICT (day) DO UPDATE SET salt = visitor_salts.salt
       RETURNING salt`,
    )
    .bind(day, salt)
    .first<{ salt: string }>()
  if (!row) throw new Error('No salt for the day')
  return row.salt
}

/** The day's hash of a client: the day's salt, its address and user agent. */
async function visitorHash(db: D1Database, day: string, request: Request) {
  const salt = await daySalt(db, day)
  const address = request.headers.get('CF-Connecting-IP') ?? ''
  const agent = request.headers.get('User-Agent') ?? ''
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}\n${address}\n${agent}`),
  )
  return hex(digest)
}

const increment = (db: D1Database, day: string, { metric, key }: Count) =>
  db
    .prepare(
      `INSERT INTO stat_counts (day, metric, key, count) VALUES (?1, ?2, ?3, 1)
       ON CONFLICT (day, metric, key) DO UPDATE SET count = count + 1`,
    )
    .bind(day, metric, key)

/** Adds one to each of `counts` for the day of `now`, in one transaction. */
export async function count(db: D1Database, counts: readonly Count[], now = Date.now()) {
  const day = utcDay(now)
  await db.batch(counts.map((item) => increment(db, day, item)))
}

export type PageView = {
  path: string
  language: string
  referrer?: string
  /** The project a shared link opened. */
  project?: string
}

/**
 * Counts a page view, and its visitor when the day has not seen them yet: in one transaction, the
 * visitors count grows only if the visitor's hash is not stored, then the hash is stored.
 */
export async function countPageView(
  db: D1Database,
  request: Request,
  view: PageView,
  now = Date.now(),
) {
  const day = utcDay(now)
  const hash = await visitorHash(db, day, request)
  const counts: Count[] = [
    { metric: 'views', key: '' },
    { metric: 'page', key: view.path },
    { metric: 'language', key: view.language },
  ]
  if (view.referrer) counts.push({ metric: 'referrer', key: view.referrer })
  if (view.project) counts.push({ metric: 'project_link', key: view.project })
  await db.batch([
    db
      .prepare(
        `INSERT INTO stat_counts (day, metric, key, count)
         SELECT ?1, 'visitors', '', 1
         WHERE NOT EXISTS (SELECT 1 FROM visitors WHERE day = ?1 AND hash = ?2)
         ON CONFLICT (day, metric, key) DO UPDATE SET count = count + 1`,
      )
      .bind(day, hash),
    db.prepare('INSERT OR IGNORE INTO visitors (day, hash) VALUES (?1, ?2)').bind(day, hash),
    ...counts.map((item) => increment(db, day, item)),
  ])
}

/**
 * Runs a count after the answer, as the platform allows (`waitUntil`): the answer never waits on
 * it, and a failure is logged, never seen by the visitor.
 */
export function countLater(ctx: ExecutionContext, counting: () => Promise<unknown>) {
  ctx.waitUntil(
    (async () => {
      try {
        await counting()
      } catch (error) {
        console.error('Counting failed:', error)
      }
    })(),
  )
}

/** Deletes the salts and visitor hashes of the days before `now`'s (the cron, every 10 minutes). */
export async function forgetPastDays(db: D1Database, now = Date.now()) {
  const today = utcDay(now)
  await db.batch([
    db.prepare('DELETE FROM visitors WHERE day < ?1').bind(today),
    db.prepare('DELETE FROM visitor_salts WHERE day < ?1').bind(today),
  ])
}
