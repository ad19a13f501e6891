import { eventKey, eventMetric, type EventMetric, type SiteEvent } from '../shared/siteEventSchema'
import { isbot } from 'isbot'
import { locales, localizedPath, type Locale } from '../shared/locales'
import { pagePaths } from '../shared/pages'
import { clientKey, hex, sha256 } from './hash'

/**
 * The site's own statistics, without tracking anyone (docs/stats.md): counts per UTC day in D1.
 * Visitors are told apart by a hash of (the day's random salt, client, user agent), clients by
 * one of (salt, `clientKey`); the next day's first count (and the cron) deletes salt and hashes.
 */

/** The pages whose views are counted, by path, with their language (also in wrangler.jsonc). */
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
 * One thing to add one to. `once`: at most once a day per visitor or per client; `markedAs`: the
 * key that once is kept under, if not `key` (a device class as '': one class a visitor a day).
 */
export type Count = { metric: Metric; key: string; once?: 'visitor' | 'client'; markedAs?: string }

/** The UTC day of `now`, `YYYY-MM-DD`. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/** Counts per client and day: past it, a flood costs the database nothing more. */
export const CLIENT_DAY_LIMIT = 50

/** Distinct referring sites counted per day; the others together as '' (other sites). */
const REFERRERS_PER_DAY = 50

/**
 * Link previews, never a person, whatever `isbot` decides. WhatsApp's, Pinterest's and
 * Mastodon's only at the start: their in-app browsers add `Pinterest/…` after a browser's.
 */
const LINK_PREVIEWS =
  /^(whatsapp|pinterest|mastodon)\/|facebookexternalhit|facebookcatalog|slackbot|slack-imgproxy|discordbot|linkedinbot|telegrambot|twitterbot|skypeuripreview|redditbot|embedly|iframely|vkshare|cardyb|bitlybot|snapchat-preview/i

/** Whether the browser asks not to be tracked: Global Privacy Control or Do Not Track. */
const declined = (request: Request) =>
  request.headers.get('Sec-GPC')?.trim() === '1' || request.headers.get('DNT')?.trim() === '1'

/**
 * Why a request is not counted, or null: not to be tracked, a prefetch or prerender (no one
 * looks yet), or a program (no user agent, a link preview, or a bot by `isbot`, which a Worker
 * test holds to this site's view of in-app browsers).
 */
export function notCounted(request: Request): string | null {
  const headers = request.headers
  if (declined(request)) return 'declined'
  const purpose = [headers.get('Sec-Purpose'), headers.get('Purpose'), headers.get('X-Moz')]
  if (purpose.some((value) => value && /prefetch|prerender/i.test(value))) return 'prefetch'
  const agent = headers.get('User-Agent') ?? ''
  if (agent.trim() === '' || LINK_PREVIEWS.test(agent) || isbot(agent)) return 'automated'
  return null
}

/** A person opening the page: counted, and a top-level navigation where Fetch Metadata says. */
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
 * The day's salt, made at random by its first count and kept in D1 for every instance; that count
 * also deletes the past days' salts and hashes (even without the cron). An instance reads it once.
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
 * What this instance has sent to be counted today, per client hash: past `CLIENT_DAY_LIMIT`, a
 * client's requests cost no read or write. `stat_clients` decides; this only knows sooner.
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

/** Whether this instance already knows the client is past the day's limit (reads nothing). */
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
  THEN ?5 ELSE '' END`

/**
 * Adds one to each of `counts` in one transaction, unless the client is past `CLIENT_DAY_LIMIT`
 * that day (a `once` count only if not counted yet). Returns whether it counted.
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

/** What a page view adds. */
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

/** An in-page event, once per visitor and day; one device class a day, the first sent. */
export const eventCounts = (event: SiteEvent): Count[] => [
  {
    metric: eventMetric[event.type],
    key: eventKey(event),
    once: 'visitor',
    ...(event.type === 'device' && { markedAs: '' }),
  },
]

/** A message stored by the contact API is a lead, by the page's language. */
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

/** Runs a count after the answer (`waitUntil`); a failure is only logged. */
export function countLater(ctx: ExecutionContext, counting: () => Promise<unknown>) {
  ctx.waitUntil(counting().catch((error: unknown) => console.error('Counting failed:', error)))
}
