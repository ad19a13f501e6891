import { eventKey, eventMetric, type EventMetric, type SiteEvent } from '../shared/siteEventSchema'
import { isbot } from 'isbot'
import { locales, localizedPath, type Locale } from '../shared/locales'
import { pagePaths } from '../shared/pages'
import { clientKey, hex, sha256 } from './hash'

/**
 * The site's own statistics, first party and without tracking anyone (docs/stats.md): counts per
 * UTC day and dimension in D1 (`stat_counts`). The day's visitors are told apart by a hash of
 * (the day's random salt, client, user agent), and the day's clients by a hash of (the salt,
 * client: `clientKey`, an IPv4 address or an IPv6 /64); the salt and those hashes are deleted by the first count of the next day (and by the
 * cron). No cookie, nothing stored in the browser, no address or user agent stored.
 */

/**
 * Every page a visitor opens (all but the not-found page), by its path in each language, with
 * that language: the Worker runs first for them and counts their views;
 * wrangler.jsonc `run_worker_first` lists them too (a Worker test fails when the two differ).
 */
export const visitedPages: ReadonlyMap<string, Locale> = new Map(
  [pagePaths.home, pagePaths.projects, pagePaths.privacy, pagePaths.ai].flatMap((path) =>
    locales.map((locale) => [localizedPath(path, locale), locale] as const),
  ),
)

/** What is counted; `key` says which one ('' for a total). The in-page events' own come first. */
export type Metric =
  | EventMetric // an event of shared/siteEvents.ts (a project from a card, a film, a gallery, a device)
  | 'visitors' // distinct visitors of the day ('')
  | 'views' // page views ('')
  | 'page' // page views by path ('/es/projects')
  | 'language' // page views by language ('en')
  | 'referrer' // visitors arriving from another site, by its host ('': other sites, past the cap)
  | 'project_link' // a shared project link opened (`?project=<slug>`), by slug
  | 'category' // a filter's link opened (`?category=<key>`), by category
  | 'leads' // messages stored by the contact API, by the page's language

/**
 * One thing to add one to. `once`: at most once a day per visitor (client and user agent) or
 * per client (alone, whatever user agent it claims); `markedAs`, the key that once is kept under
 * when it is not `key` itself: a device class is marked as '' so a visitor counts one class a day.
 */
export type Count = { metric: Metric; key: string; once?: 'visitor' | 'client'; markedAs?: string }

/** The UTC day of `now`, `YYYY-MM-DD`: the unit everything is counted in. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * Page views and events counted per client (address) per day: past it, nothing more from that
 * address is counted that day (a flood costs the database nothing more). A person reading every
 * page of the site several times stays well below it.
 */
export const CLIENT_DAY_LIMIT = 50

/** Distinct referring sites counted per day; the others are counted together as '' (other sites). */
const REFERRERS_PER_DAY = 50

/** The referrer key of the sites past the day's cap. */
const OTHER_SITES = ''

/**
 * Link previews (the card a chat or social app shows for a link), never a person, whatever
 * `isbot` decides: this site's own exception, written out. WhatsApp's, Pinterest's and Mastodon's
 * only as the whole user agent's start: their in-app browsers add `Pinterest/…` after a browser's.
 */
const LINK_PREVIEWS =
  /^(whatsapp|pinterest|mastodon)\/|facebookexternalhit|facebookcatalog|slackbot|slack-imgproxy|discordbot|linkedinbot|telegrambot|twitterbot|skypeuripreview|redditbot|embedly|iframely|vkshare|cardyb|bitlybot|snapchat-preview/i

/**
 * Whether a user agent is a program rather than a person's browser: none at all, a link preview,
 * or what `isbot` calls a bot (the maintained list of crawlers, AI fetchers, monitors, HTTP
 * libraries and automated browsers). `isbot` counts a phone named CUBOT and the in-app browsers
 * (Instagram, Facebook, TikTok, Telegram, Pinterest) as people, as this site does: a Worker test
 * lists them, and goes red if a new version of `isbot` decides otherwise.
 */
function isAutomated(agent: string): boolean {
  return agent.trim() === '' || LINK_PREVIEWS.test(agent) || isbot(agent)
}

/** Whether the browser asks not to be tracked: Global Privacy Control or Do Not Track. */
const declined = (request: Request) =>
  request.headers.get('Sec-GPC')?.trim() === '1' || request.headers.get('DNT')?.trim() === '1'

/**
 * Why a request is not counted, or null when it is: the browser asks not to be tracked (Global
 * Privacy Control, Do Not Track), the request is a prefetch or prerender (no one is looking at
 * the page yet), or it comes from a program (`isAutomated`).
 */
export function notCounted(request: Request): string | null {
  const headers = request.headers
  if (declined(request)) return 'declined'
  const purpose = [headers.get('Sec-Purpose'), headers.get('Purpose'), headers.get('X-Moz')]
  if (purpose.some((value) => value && /prefetch|prerender/i.test(value))) return 'prefetch'
  if (isAutomated(headers.get('User-Agent') ?? '')) return 'automated'
  return null
}

/**
 * Whether a page request is a person opening the page: `notCounted` says nothing against it, and
 * where the browser says what the request is for (Fetch Metadata), a top-level navigation
 * (`Sec-Fetch-Dest: document`, `Sec-Fetch-Mode: navigate`), not an image, a fetch or a frame
 * another site asks for.
 */
export function isPageView(request: Request): boolean {
  if (notCounted(request)) return false
  const dest = request.headers.get('Sec-Fetch-Dest')
  const mode = request.headers.get('Sec-Fetch-Mode')
  return (dest === null || dest === 'document') && (mode === null || mode === 'navigate')
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

/**
 * The day's salt: made at random by the day's first count, kept in D1 (all the Worker's
 * instances share it). That first count of a day first deletes every past day's salt, visitor and
 * client hashes, in the same transaction: they go even when the cron does not run. An instance
 * keeps the day's salt once read, and the counts that arrive while it reads it wait for that one
 * read: it cannot change that day, and counting a page view then costs one round trip.
 */
let saltOfDay = { day: '', salt: Promise.resolve('') }

function daySalt(db: D1Database, day: string): Promise<string> {
  if (saltOfDay.day !== day) {
    const salt = readOrMakeSalt(db, day)
    saltOfDay = { day, salt }
    // A read that failed is tried again by the next count.
    salt.catch(() => {
      if (saltOfDay.salt === salt) saltOfDay = { day: '', salt: Promise.resolve('') }
    })
  }
  return saltOfDay.salt
}

async function readOrMakeSalt(db: D1Database, day: string): Promise<string> {
  const select = db.prepare('SELECT salt FROM visitor_salts WHERE day = ?1').bind(day)
  const kept = await select.first<{ salt: string }>()
  if (kept) return kept.salt
  const salt = hex(crypto.getRandomValues(new Uint8Array(32)).buffer)
  const results = await db.batch<{ salt: string }>([
    ...forgetBefore(db, day),
    db
      .prepare('INSERT INTO visitor_salts (day, salt) VALUES (?1, ?2) ON CONFLICT (day) DO NOTHING')
      .bind(day, salt),
    select,
  ])
  const row = results.at(-1)?.results[0]
  if (!row) throw new Error('No salt for the day')
  return row.salt
}

const forgetBefore = (db: D1Database, day: string) => [
  db.prepare('DELETE FROM stat_marks WHERE day < ?1').bind(day),
  db.prepare('DELETE FROM stat_clients WHERE day < ?1').bind(day),
  db.prepare('DELETE FROM visitor_salts WHERE day < ?1').bind(day),
]

/** Deletes the salts and hashes of the days before `now`'s (the cron, every 10 minutes). */
export async function forgetPastDays(db: D1Database, now = Date.now()) {
  await db.batch(forgetBefore(db, utcDay(now)))
}

/**
 * What this instance has sent to be counted today, per client (by its hash): a client it has
 * sent `CLIENT_DAY_LIMIT` counts for, or that the database said was past it, has passed the day's
 * limit, and its next requests that day cost no write, nor any read. The database's count
 * (`stat_clients`, shared by every instance) stays the one that decides; this only knows sooner.
 * At most `MAX_REMEMBERED` clients, forgotten with the day.
 */
let sentToday = { day: '', clients: new Map<string, number>() }
const MAX_REMEMBERED = 10_000
const PAST_LIMIT = Number.POSITIVE_INFINITY

function clientsOf(day: string) {
  if (sentToday.day !== day || sentToday.clients.size >= MAX_REMEMBERED) {
    sentToday = { day, clients: new Map() }
  }
  return sentToday.clients
}

const clientHash = (salt: string, request: Request) => sha256(`${salt}\n${clientKey(request)}`)

/**
 * Whether this instance already knows the client of `request` is past the day's limit: then
 * nothing about the request needs the database. Reads nothing itself (false when it cannot tell).
 */
export async function pastCeiling(request: Request, now = Date.now()): Promise<boolean> {
  const day = utcDay(now)
  if (saltOfDay.day !== day || sentToday.day !== day) return false
  const client = await clientHash(await saltOfDay.salt, request)
  return (sentToday.clients.get(client) ?? 0) >= CLIENT_DAY_LIMIT
}

// ?1 day, ?2 the client's hash, ?3 the day's limit (`CLIENT_DAY_LIMIT`); in each count, ?4 metric, ?5 key, ?6 the
// hash it is once per, ?7 the key it is marked as, ?8 the day's cap of referring sites.
const UNDER_LIMIT = '(SELECT count FROM stat_clients WHERE day = ?1 AND hash = ?2) <= ?3'
const NOT_YET =
  'NOT EXISTS (SELECT 1 FROM stat_marks WHERE day = ?1 AND hash = ?6 AND metric = ?4 AND key = ?7)'
const REFERRER_KEY = `CASE WHEN EXISTS (SELECT 1 FROM stat_counts WHERE day = ?1 AND metric = ?4 AND key = ?5)
  OR (SELECT COUNT(*) FROM stat_counts WHERE day = ?1 AND metric = ?4 AND key <> '') < ?8
  THEN ?5 ELSE '${OTHER_SITES}' END`

/**
 * Adds one to each of `counts` for the client of `request` on the day of `now`, in one
 * transaction, unless the client has passed `CLIENT_DAY_LIMIT` that day; a count `once` per visitor or
 * client only if it has not been counted for them that day. Returns whether it counted.
 */
export async function countVisit(
  db: D1Database,
  request: Request,
  counts: readonly Count[],
  { now = Date.now() } = {},
): Promise<boolean> {
  const limit = CLIENT_DAY_LIMIT
  const day = utcDay(now)
  const salt = await daySalt(db, day)
  const client = await clientHash(salt, request)
  const sent = clientsOf(day)
  const sentBefore = sent.get(client) ?? 0
  if (sentBefore >= limit) return false
  sent.set(client, sentBefore + 1)
  const visitor = await sha256(
    `${salt}\n${clientKey(request)}\n${request.headers.get('User-Agent') ?? ''}`,
  )
  const statements = counts.flatMap(({ metric, key, once, markedAs = key }) => {
    const referrer = metric === 'referrer'
    const mark = once === 'client' ? client : visitor
    const base = [day, client, limit, metric, key]
    const marked = [...base, mark, markedAs]
    const values = referrer ? [...marked, REFERRERS_PER_DAY] : once ? marked : base
    const increment = db
      .prepare(
        `INSERT INTO stat_counts (day, metric, key, count)
         SELECT ?1, ?4, ${referrer ? REFERRER_KEY : '?5'}, 1
         WHERE ${UNDER_LIMIT}${once ? ` AND ${NOT_YET}` : ''}
         ON CONFLICT (day, metric, key) DO UPDATE SET count = count + 1`,
      )
      .bind(...values)
    if (!once) return [increment]
    const markIt = db
      .prepare(
        `INSERT OR IGNORE INTO stat_marks (day, hash, metric, key)
         SELECT ?1, ?6, ?4, ?7 WHERE ${UNDER_LIMIT}`,
      )
      .bind(...marked)
    return [increment, markIt]
  })
  const [clientCount] = await db.batch<{ count: number }>([
    // Up to one past the limit, then no more: `UNDER_LIMIT` is false from there on.
    db
      .prepare(
        `INSERT INTO stat_clients (day, hash, count) VALUES (?1, ?2, 1)
         ON CONFLICT (day, hash) DO UPDATE SET count = count + 1 WHERE stat_clients.count <= ?3
         RETURNING count`,
      )
      .bind(day, client, limit),
    ...statements,
  ])
  const counted = (clientCount?.results[0]?.count ?? PAST_LIMIT) <= limit
  if (!counted) clientsOf(day).set(client, PAST_LIMIT)
  return counted
}

/** A page the Worker served, as counted. */
export type PageView = {
  path: string
  language: string
  referrer?: string
  /** The project a shared link opened. */
  project?: string
  /** The category a filter's link opened. */
  category?: string
}

/**
 * What a page view adds: the day's visitor (once), the view by page and language, the referring
 * site (once per client), the shared project or filter opened (once per visitor).
 */
export function pageViewCounts(view: PageView): Count[] {
  const counts: Count[] = [
    { metric: 'visitors', key: '', once: 'visitor' },
    { metric: 'views', key: '' },
    { metric: 'page', key: view.path },
    { metric: 'language', key: view.language },
  ]
  if (view.referrer) counts.push({ metric: 'referrer', key: view.referrer, once: 'client' })
  if (view.project) counts.push({ metric: 'project_link', key: view.project, once: 'visitor' })
  if (view.category) counts.push({ metric: 'category', key: view.category, once: 'visitor' })
  return counts
}

/**
 * What an in-page event adds: its own metric, once per visitor and day; for the device class,
 * one class per visitor and day (the first sent), whichever class a resized window sends next.
 */
export const eventCounts = (event: SiteEvent): Count[] => [
  {
    metric: eventMetric[event.type],
    key: eventKey(event),
    once: 'visitor',
    ...(event.type === 'device' && { markedAs: '' }),
  },
]

/**
 * A message stored by the contact API is a lead, by the page's language; not counted when the
 * browser asks not to be tracked (Global Privacy Control, Do Not Track).
 */
export async function countLead(
  db: D1Database,
  request: Request,
  locale: string,
  now = Date.now(),
) {
  if (declined(request)) return
  await db
    .prepare(
      `INSERT INTO stat_counts (day, metric, key, count) VALUES (?1, 'leads', ?2, 1)
       ON CONFLICT (day, metric, key) DO UPDATE SET count = count + 1`,
    )
    .bind(utcDay(now), locale)
    .run()
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
