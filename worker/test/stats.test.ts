import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_EVENT_BYTES } from '../../shared/siteEvents'
import worker from '../index'
import { digestReport, type CountRow } from '../digestReport'
import {
  CLIENT_DAY_LIMIT,
  countVisit,
  forgetPastDays,
  notCounted,
  pageViewCounts,
  utcDay,
} from '../stats'
import {
  answer,
  anyAddress,
  anyClient,
  BROWSER,
  countMessages,
  post,
  type PostOptions,
  SITE,
  validMessage,
  watchedInbox,
} from './helpers'

// What the privacy page (src/i18n/privacy.ts) says is counted and kept is what these tests find.
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0'

const stored = async () =>
  (
    await env.STATS.prepare(
      'SELECT day, metric, key, count FROM stat_counts ORDER BY day, metric, key',
    ).all<CountRow>()
  ).results

/** Each count in the counts' database (STATS), every day's summed: `metric key` → count. */
const counts = async () => {
  const { results } = await env.STATS.prepare(
    "SELECT trim(metric || ' ' || key) AS name, SUM(count) AS n FROM stat_counts GROUP BY name",
  ).all<{ name: string; n: number }>()
  return Object.fromEntries(results.map(({ name, n }) => [name, n]))
}

beforeEach(async () => {
  const tables = ['stat_counts', 'stat_marks', 'stat_clients', 'visitor_salts', 'digests']
  const emptied = [...tables, 'rate_limits'].map((name) => `DELETE FROM ${name}`)
  await env.STATS.batch(emptied.map((sql) => env.STATS.prepare(sql)))
})

const visit = (path: string, headers: Record<string, string> = {}, method = 'GET', bindings = {}) =>
  answer(path, {
    method,
    headers: { 'User-Agent': BROWSER, 'CF-Connecting-IP': '10.0.0.1', ...headers },
    env: bindings,
  })

const sendMessage = (options: Parameters<typeof post>[1] = {}) =>
  post(validMessage({ locale: 'es' }), options)

describe('a page view', () => {
  const elsewhere = { Referer: 'https://elsewhere.example/' }

  it('is counted once the page is served: page, language, visitor, the referring host only; again that day from the same client (another address of its /64) is one visitor, another client another', async () => {
    const client = anyClient()
    const response = await visit('/es/projects', {
      'CF-Connecting-IP': client(),
      Referer: 'https://www.instagram.com/unrealstudio/p/secret-path?utm=1',
      ...{ 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' },
    })
    expect(response.status).toBe(200)
    await visit('/es', { 'CF-Connecting-IP': client(), Referer: `${SITE}/` }) // not a referrer
    const day = utcDay(Date.now())
    expect(await stored()).toEqual([
      { day, metric: 'language', key: 'es', count: 2 },
      { day, metric: 'page', key: '/es', count: 1 },
      { day, metric: 'page', key: '/es/projects', count: 1 },
      { day, metric: 'referrer', key: 'www.instagram.com', count: 1 },
      { day, metric: 'views', key: '', count: 2 },
      { day, metric: 'visitors', key: '', count: 1 },
    ])
    await visit('/', { 'CF-Connecting-IP': '10.0.0.2' })
    expect(await counts()).toMatchObject({ views: 3, visitors: 2 })
  })

  // prettier-ignore
  it.each<[string, Record<string, string>, string?, string?, number?]>([
    ['Global Privacy Control', { 'Sec-GPC': '1' }],
    ['Do Not Track', { DNT: '1' }],
    ['a prefetch', { 'Sec-Purpose': 'prefetch' }],
    ['an image of the page on another site', { 'Sec-Fetch-Dest': 'image', 'Sec-Fetch-Mode': 'no-cors', ...elsewhere }],
    ["another site's fetch", { 'Sec-Fetch-Dest': 'empty', 'Sec-Fetch-Mode': 'cors', ...elsewhere }],
    ["another site's frame", { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Mode': 'navigate', ...elsewhere }],
    ['HEAD', {}, '/', 'HEAD'],
    ['a page that is not there', {}, '/no-such-page', 'GET', 404],
    ['a file', {}, '/robots.txt'],
  ])('is not counted under %s', async (_, headers, path = '/', method = 'GET', status = 200) => {
    expect((await visit(path, headers, method)).status).toBe(status)
    expect(await stored()).toEqual([])
  })
})

it("the day's salt and visitor hashes are deleted by the first count of the next day, with no cron run (a visitor then counts as new), or by the cron once the day is over, not before", async () => {
  const headers = { 'User-Agent': BROWSER, 'CF-Connecting-IP': '10.0.0.9' }
  const view = pageViewCounts({ path: '/', language: 'en' })
  const countAt = (now: number) =>
    countVisit(env.STATS, new Request(SITE, { headers }), view, { now })
  const rows = async (sql: string) => (await env.STATS.prepare(sql).all()).results
  const salts = () => rows('SELECT day FROM visitor_salts')
  const hashes = () =>
    rows('SELECT DISTINCT day FROM stat_marks UNION SELECT day FROM stat_clients')
  const days = async () =>
    [await salts(), await hashes()].map((list) => list.map(({ day }) => day).join())
  const monday = Date.parse('2026-11-23T12:00:00Z')
  const tuesday = Date.parse('2026-11-24T00:05:00Z')
  await countAt(monday)
  await countAt(monday + 3_600_000)
  expect(await days()).toEqual(['2026-11-23', '2026-11-23'])
  await countAt(tuesday)
  expect(await days()).toEqual(['2026-11-24', '2026-11-24'])
  const visitors = (await stored()).filter(({ metric }) => metric === 'visitors')
  expect(visitors.map(({ day, count }) => `${day}: ${count}`)).toEqual([
    '2026-11-23: 1',
    '2026-11-24: 1',
  ])
  await forgetPastDays(env.STATS, tuesday + 6 * 3_600_000)
  expect(await salts()).toHaveLength(1)
  await forgetPastDays(env.STATS, tuesday + 24 * 3_600_000)
  expect(await days()).toEqual(['', ''])
})

const sendEvent = (body: BodyInit | object | null, options: PostOptions = {}) =>
  post(body, { ...options, path: '/api/events' })

describe('POST /api/events', () => {
  const project = { type: 'project', slug: 'casa-marea' }
  // prettier-ignore
  it.each<[string, number, BodyInit | object | null, PostOptions?]>([
    ['another origin', 403, project, { origin: 'https://evil.test' }],
    ['no origin', 403, project, { origin: null }],
    ['a GET', 405, null, { method: 'GET' }],
    ['not JSON', 415, project, { contentType: 'text/plain' }],
    ['broken JSON', 400, '{"type":'],
    ['an unknown type', 400, { type: 'scroll', slug: 'casa-marea' }],
    ['an extra field', 400, { ...project, email: 'a@b.c' }],
    ['a slug of another shape', 400, { type: 'film', slug: '../../etc' }],
    ['an unknown device', 400, { type: 'device', device: 'fridge' }],
    ['a project nobody published', 422, { type: 'film', slug: 'no-such-project' }],
    ['a body over the limit', 413, { ...project, pad: 'x'.repeat(MAX_EVENT_BYTES) }],
    ['Global Privacy Control', 204, project, { headers: { 'Sec-GPC': '1' } }],
  ])('answers %s with %i and stores nothing', async (_, status, body, options) => {
    expect((await sendEvent(body, options)).status).toBe(status)
    expect(await stored()).toEqual([])
  })

  it('rate-limits a client sending too many (EVENTS_RATE_LIMIT), apart from the contact API', async () => {
    const address = anyAddress()
    const limited = { EVENTS_RATE_LIMIT: '2' }
    const send = () => sendEvent({ type: 'device', device: 'desktop' }, { address, env: limited })
    expect((await send()).status).toBe(204)
    expect((await send()).status).toBe(204)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await counts()).toEqual({ 'device desktop': 1 })
  })
})

it('a lead is counted when the contact API stores a message, by its language, not under Global Privacy Control; the counts, in a database of their own (STATS), fail apart from the messages and the pages: each API and every page works while the other database fails', async () => {
  const before = await countMessages()
  expect((await sendMessage({ headers: { 'Sec-GPC': '1' } })).status).toBe(201)
  expect(await counts()).toEqual({})
  expect((await sendMessage()).status).toBe(201)
  expect(await counts()).toEqual({ 'leads es': 1 })
  const failing = { env: { STATS: env.EMPTY_DB } }
  expect((await visit('/', {}, 'GET', failing.env)).status).toBe(200)
  expect((await sendMessage(failing)).status).toBe(201)
  expect(await countMessages()).toBe(before + 3)
  const event = { type: 'device', device: 'tablet' }
  expect((await sendEvent(event, { env: { DB: env.EMPTY_DB } })).status).toBe(204)
  expect(await counts()).toEqual({ 'leads es': 1, 'device tablet': 1 })
})

it('the weekly digest is emailed to the studio on a Monday (not another day; tried again by the next run when sending fails), the last 7 days beside the 7 before, once', async () => {
  const cron = (scheduledTime: number, inbox: ReturnType<typeof watchedInbox>) =>
    worker.scheduled(createScheduledController({ scheduledTime, cron: '*/10 * * * *' }), {
      ...env,
      EMAIL: inbox.binding,
      NOTIFY_WEBHOOK_URL: undefined,
    })
  // The week of 16–22 Nov, the week before, and days outside both (the Monday itself is next
  // week's; three weeks ago).
  // prettier-ignore
  const rows: [string, string, string, number][] = [
      ['2026-11-20', 'visitors', '', 40], ['2026-11-22', 'visitors', '', 10], ['2026-11-22', 'views', '', 120],
      ['2026-11-22', 'leads', 'en', 2], ['2026-11-21', 'leads', 'es', 1],
      ['2026-11-22', 'project_card', 'casa-marea', 6], ['2026-11-22', 'project_link', 'casa-marea', 2],
      ['2026-11-22', 'project_card', 'hall-of-echoes', 3], ['2026-11-22', 'film', 'hall-of-echoes', 4],
      ['2026-11-22', 'referrer', 'www.instagram.com', 7],
      ['2026-11-22', 'device', 'phone', 30], ['2026-11-22', 'device', 'desktop', 70],
      ['2026-11-22', 'language', 'en', 80], ['2026-11-22', 'language', 'es', 40],
      ['2026-11-10', 'visitors', '', 25], ['2026-11-10', 'views', '', 60], ['2026-11-15', 'leads', 'en', 1],
      ['2026-11-23', 'visitors', '', 999], ['2026-11-01', 'visitors', '', 999],
    ]
  const insert = env.STATS.prepare('INSERT INTO stat_counts VALUES (?1, ?2, ?3, ?4)')
  await env.STATS.batch(rows.map((row) => insert.bind(...row)))
  const inbox = watchedInbox()
  await cron(Date.parse('2026-11-22T07:00:00Z'), inbox) // not on other days
  expect(inbox.received).toEqual([])
  const monday = Date.parse('2026-11-23T07:00:00Z')
  await cron(monday, watchedInbox(env.REFUSING_EMAIL))
  await cron(monday + 600_000, inbox)
  expect(inbox.received).toHaveLength(1)
  const [email] = inbox.received
  expect(email?.to).toBe(env.DEPLOYED.send_email[0]?.destination_address)
  expect(email?.subject).toBe('Unreal Studio site, 16 Nov 2026 – 22 Nov 2026: 50 visitors, 3 leads')
  const text = String(email?.text)
  expect(text.split('\n').slice(2, 8)).toEqual([
    '                        last 7 days  7 before  change',
    'Visitors                         50        25   +100%',
    'Page views                      120        60   +100%',
    'Leads (messages)                  3         1   +200%',
    'Leads per 100 visitors          6.0       4.0',
    '',
  ])
  expect(text).toContain('  casa-marea      8  ████████████████████  card 6, shared link 2')
  expect(text).toContain('  hall-of-echoes  4  ████████████████████')
  expect(text).toContain('  www[.]instagram[.]com  7  ████████████████████')
  expect(text).toContain('  desktop  70  ████████████████████  70%')
  expect(text).toContain('  phone    30  █████████             30%')
  expect(text).toContain('  tablet    0                        0%')
  expect(String(email?.html)).not.toMatch(/<img|src=|url\(/)

  // The cron runs again (every 10 minutes): no second digest that week.
  for (const later of [1_200_000, 3 * 3_600_000, 86_400_000]) await cron(monday + later, inbox)
  expect(inbox.received).toHaveLength(1)
})

describe("a person or a program, by its user agent (isbot, with the site's own exceptions)", () => {
  const android = (model: string) =>
    `Mozilla/5.0 (Linux; Android 12; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36`
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
  const automated = (agent: string) =>
    notCounted(new Request(SITE, { headers: { 'User-Agent': agent } })) === 'automated'

  const people = [
    BROWSER,
    FIREFOX,
    iphone,
    android('CUBOT KINGKONG 9'),
    android('CUBOT_X30 Build/QP1A.190711.020'),
    `${iphone} Instagram 351.0.0.32.98 (iPhone15,2; iOS 18_1)`,
    `${iphone} [FBAN/FBIOS;FBAV/482.0.0.41.104;FBBV/661166218]`,
    `${android('Pixel 8')} Telegram-Android/11.2.3 (Google Pixel 8)`,
    `${android('SM-S918B')} musical_ly_2023405010 BytedanceWebview/d8a21c6`,
    `${android('SM-G991B')} Pinterest/Android`,
  ]
  const programs = [
    '',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    BROWSER.replace('Chrome/', 'HeadlessChrome/'),
    `${BROWSER} Chrome-Lighthouse`,
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'facebookexternalhit',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Twitterbot/1.0',
    'WhatsApp/2.23.20.0 A',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
    'Mastodon/4.2.0 (http.rb/5.1.1; +https://mastodon.social/)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/600.2.5 (KHTML, like Gecko) Version/8.0.2 Safari/600.2.5 (Applebot/0.1)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)',
    'curl/8.5.0',
    'python-requests/2.31.0',
    // Bluesky's card fetcher: a link preview isbot 5.2 takes for a browser (LINK_PREVIEWS).
    `${BROWSER} cardyb/1.1`,
  ]
  const agents = [people, programs].flatMap((list) =>
    list.map((agent) => [agent, list === programs] as const),
  )
  it.each(agents)('%s is a program: %s', (agent, program) => {
    expect(automated(agent)).toBe(program)
  })
})

describe('the figures cannot be flooded or spammed', () => {
  it('count a referring site once per client and day, whatever user agent it claims', async () => {
    const spam = { Referer: 'https://spam-casino.example/' }
    for (const v of [140, 141, 142, 143])
      await visit('/', { ...spam, 'User-Agent': BROWSER.replace('140', `${v}`) })
    expect(await counts()).toMatchObject({ views: 4, 'referrer spam-casino.example': 1 })
  })

  it('cap the distinct referring sites of a day; the rest are other sites', async () => {
    for (let n = 0; n < 53; n++)
      await visit('/', { 'CF-Connecting-IP': `10.1.0.${n}`, Referer: `https://site${n}.example/` })
    const named = Object.keys(await counts()).filter((name) => name.startsWith('referrer '))
    expect(named).toHaveLength(50)
    expect(await counts()).toMatchObject({ referrer: 3 })
    // A site already counted that day goes on being counted by name.
    await visit('/', { 'CF-Connecting-IP': '10.1.1.1', Referer: 'https://site7.example/' })
    expect(await counts()).toMatchObject({ 'referrer site7.example': 2 })
  })

  it(`stop counting a client past ${CLIENT_DAY_LIMIT} page views and events a day, and no one else`, async () => {
    // One client (an IPv6 /64), each request from another of its addresses and browsers.
    const client = anyClient()
    for (let n = 0; n < CLIENT_DAY_LIMIT + 5; n++)
      await visit('/', {
        'CF-Connecting-IP': client(),
        'User-Agent': BROWSER.replace('140.0', `140.${n}`),
      })
    expect(await counts()).toMatchObject({ views: CLIENT_DAY_LIMIT })
    // Past it, the client's page views and events cost the database nothing, not even a read.
    const calls = (['prepare', 'batch', 'exec'] as const).map((name) => vi.spyOn(env.STATS, name))
    expect((await visit('/', { 'CF-Connecting-IP': client() })).status).toBe(200)
    const event = { type: 'device', device: 'phone' }
    expect((await sendEvent(event, { address: client() })).status).toBe(204)
    expect(calls.flatMap((spy) => spy.mock.calls)).toEqual([])
    vi.restoreAllMocks()
    // A message from it is still stored, and a lead.
    expect((await sendMessage({ address: client() })).status).toBe(201)
    await visit('/', { 'CF-Connecting-IP': anyAddress() })
    expect(await counts()).toMatchObject({ views: CLIENT_DAY_LIMIT + 1, 'leads es': 1 })
    expect(await counts()).not.toHaveProperty(['device phone'])
  })

  it(`write no more than ${CLIENT_DAY_LIMIT} views of a client's flood at once`, async () => {
    const address = anyAddress()
    const view = () => visit('/', { 'CF-Connecting-IP': address })
    await view()
    const batch = vi.spyOn(env.STATS, 'batch')
    /** The statements of the batches written since the last call. */
    const written = () => batch.mock.calls.splice(0).reduce((n, [batch]) => n + batch.length, 0)
    await view()
    const statementsPerView = written()
    const answers = await Promise.all(Array.from({ length: 2 * CLIENT_DAY_LIMIT }, view))
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 200))
    expect(await counts()).toMatchObject({ views: CLIENT_DAY_LIMIT })
    expect(written()).toBe((CLIENT_DAY_LIMIT - 2) * statementsPerView) // none past the limit
    vi.restoreAllMocks()
  })

  it('count a device class, a project (from a card, or a shared link), a film or a gallery at most once per visitor and day; a category page as that category', async () => {
    const address = anyAddress()
    const events = [
      { type: 'device', device: 'phone' },
      { type: 'device', device: 'tablet' },
      { type: 'project', slug: 'casa-marea' },
      { type: 'film', slug: 'hall-of-echoes' },
      { type: 'gallery', slug: 'casa-marea' },
    ]
    for (let n = 0; n < 3; n++)
      for (const event of events) expect((await sendEvent(event, { address })).status).toBe(204)
    expect(await counts()).not.toHaveProperty('visitors') // counted with a page view only
    for (const search of [
      'project=casa-marea',
      'project=casa-marea',
      'project=nope',
      'category=commercial',
    ])
      await visit(`/projects?${search}`, { 'CF-Connecting-IP': address })
    // Another browser on the same address is another visitor.
    const firefox = { address, headers: { 'User-Agent': FIREFOX } }
    await sendEvent({ type: 'device', device: 'desktop' }, firefox)
    // One device class per visitor and day (the first: not the tablet); a link to no project,
    // and a category, no project.
    // prettier-ignore
    expect(await counts()).toEqual({
      'device phone': 1, 'device desktop': 1, 'film hall-of-echoes': 1, 'gallery casa-marea': 1,
      'project_card casa-marea': 1, 'project_link casa-marea': 1, 'category commercial': 1,
      'language en': 4, 'page /projects': 4, views: 4, visitors: 1,
    })
  })

  it('name a referring site in the digest only once 3 clients came from it in one day', async () => {
    const fromSite = (host: string) => pageViewCounts({ path: '/', language: 'en', referrer: host })
    const from = (address: string) =>
      new Request(`${SITE}/`, { headers: { 'User-Agent': BROWSER, 'CF-Connecting-IP': address } })
    const count = (address: string, host: string, day: number) =>
      countVisit(env.STATS, from(address), fromSite(host), { now: Date.parse(`2026-11-${day}`) })
    // One client on 3 days of the week, and 3 clients on one day.
    for (const day of [16, 17, 18]) await count('10.2.0.9', 'spam-casino.example', day)
    for (const n of [1, 2, 3]) await count(`10.2.0.${n}`, 'www.instagram.com', 19)
    const { text, html } = digestReport(await stored(), '2026-11-23')
    expect(text).toMatch(/^ {2}www\[\.\]instagram\[\.\]com +3 +█+$/m)
    expect(text).toMatch(/^ {2}other sites +3 +█+$/m)
    expect(text).not.toContain('spam-casino')
    expect(html).not.toContain('spam-casino')
    expect(text).not.toMatch(/instagram\.com/)
  })
})

it("the platform's logs keep no record of each request (whose headers hold the visitor's address)", () => {
  const observability = env.DEPLOYED.observability
  const off = observability?.enabled === false || observability?.logs?.invocation_logs === false
  expect(off, JSON.stringify(observability)).toBe(true)
})
