import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import type { APIRequestContext, Page } from '@playwright/test'
import { site } from '../../shared/site'
import { translatorFor } from '../../src/i18n/dictionaries'
import { contactWords, fillContactForm } from '../support/contactForm'
import { readDatabase } from '../support/database'
import { expect, projectModalShown, test, waitUntilInteractive } from '../support/fixtures'
import { sentEmails } from '../support/sentEmails'
import { serveOwnSite } from '../support/servers'
import { stubVideoHost } from '../support/videoHost'

// The studio's statistics on the built site (docs/stats.md), on a server and database of their
// own, in order: each journey's figures are the sum of those before it.
const en = translatorFor('en')

/** A desktop Chrome as a person runs it (HeadlessChrome is not counted). */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

let server: { origin: string; stop: () => Promise<void> }
let persistTo: string

test.describe.configure({ mode: 'serial' })

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures here
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000)
  persistTo = mkdtempSync(join(tmpdir(), 'stats-'))
  server = await serveOwnSite(['--persist-to', persistTo])
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(persistTo, { recursive: true, force: true })
})

/** The counts of the last 7 days, today included: `{ metric: { key: count } }` (worker/stats.ts). */
type SiteStats = Record<string, Record<string, number> | undefined>

async function npmStats(...args: string[]) {
  const command = ['run', '--silent', 'stats', '--', '--persist-to', persistTo, ...args]
  return (await promisify(execFile)('npm', command, { encoding: 'utf8' })).stdout
}

/** One sent email's plain text, as wrangler's local explorer shows it. */
async function sentEmailText(origin: string, messageId: string): Promise<string> {
  const url = new URL('/cdn-cgi/local/explorer/api/local/email/sending', origin)
  url.searchParams.set('email_id', messageId)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`)
  const { result } = (await response.json()) as { result: { text?: string } }
  return result.text ?? ''
}

/** The counts so far, as `npm run stats -- --json` gives them, read from the database file (fast). */
function stats(): SiteStats {
  const totals: SiteStats = {}
  const query = 'SELECT metric, key, SUM(count) AS n FROM stat_counts GROUP BY metric, key'
  for (const { metric, key, n } of readDatabase(
    persistTo,
    (db) => db.prepare(query).all(),
    'stat_counts',
  )) {
    totals[String(metric)] = { ...totals[String(metric)], [String(key)]: Number(n) }
  }
  return totals
}

const figure = (all: SiteStats, metric: string, key = '') => all[metric]?.[key] ?? 0

async function open(page: Page, path: string, referer?: string) {
  await page.goto(path, referer ? { referer } : undefined)
  await waitUntilInteractive(page)
}

/** Every row of every table of both databases (the messages' and the counts'), as one text. */
function heldInDatabase() {
  const rows = (db: DatabaseSync) =>
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map(({ name }) => db.prepare(`SELECT * FROM "${String(name)}"`).all())
  return JSON.stringify(
    ['messages', 'stat_counts'].map((holding) => readDatabase(persistTo, rows, holding)),
  )
}

/** What the page's origin keeps in the browser: cookies, localStorage, sessionStorage. */
async function heldInBrowser(page: Page) {
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.entries(sessionStorage),
  }))
  return { cookies: await page.context().cookies(), ...storage }
}

/** What the privacy page says the site keeps in a tab's sessionStorage, by key. */
const SAID_KEPT_IN_TAB = [
  /^unreal-studio:contact-draft$/,
  /^unreal-studio:full-page-load$/,
  /^tanstack_router_reload:/,
  /^tsr-scroll-restoration-/,
]

/** Another browser, on the same machine: another visitor of the day. */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0'

/**
 * Counting runs after each answer: once a later page view (another browser's) is counted, what
 * was asked before it has been counted, or never will be.
 */
async function countedSoFar(request: APIRequestContext) {
  const before = figure(stats(), 'page', '/privacy')
  const page = await request.get(`${server.origin}/privacy`, { headers: { 'User-Agent': FIREFOX } })
  expect(page.status()).toBe(200)
  await expect.poll(() => figure(stats(), 'page', '/privacy')).toBe(before + 1)
  return stats()
}

test('a visit, a project from a card and from a shared link, a film played and a message sent are each counted once; a reload the same day is one visitor', async ({
  browser,
  request,
}) => {
  test.slow() // a visit of four pages, a film and a message, each counted and read back
  const context = await browser.newContext({ userAgent: BROWSER, baseURL: server.origin })
  const page = await context.newPage()
  await stubVideoHost(page)

  await open(page, '/', 'https://news.example/articles/123?utm_source=x')
  // The draft is in the tab's storage until sent; no cookie, no localStorage, ever.
  const message = `Counted once — ${crypto.randomUUID()}`
  const form = await fillContactForm(page, { message })
  const typed = await heldInBrowser(page)
  expect(typed.session.some(([, value]) => value.includes(message))).toBe(true)
  await form.getByRole('button', { name: contactWords.submit }).click()
  await expect(page.getByText(en('contact.success'))).toBeVisible()
  const sent = await heldInBrowser(page)
  expect(sent.session.filter(([, value]) => value.includes(message))).toEqual([])
  await page.reload()
  await waitUntilInteractive(page)
  // A move inside the app is no page view: '/projects' is counted for its two loads only.
  await page
    .getByRole('navigation', { name: en('nav.label') })
    .getByRole('link', { name: en('nav.ourWork') })
    .click()
  await expect(page).toHaveURL(/\/projects$/)

  await open(page, '/projects')
  await page
    .getByRole('article', { name: 'Casa Marea' })
    .getByRole('link', { name: en('projects.open', { title: 'Casa Marea' }) })
    .click()
  const casa = page.getByRole('dialog', { name: 'Casa Marea' })
  await expect(casa).toBeVisible()
  await casa
    .getByRole('region', { name: en('projects.gallery.title') })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Casa Marea: gallery' })).toBeVisible()

  await open(page, '/projects?project=hall-of-echoes')
  await projectModalShown(page)
  const film = page.getByRole('dialog', { name: 'Hall of Echoes' })
  await film
    .getByRole('button', { name: en('projects.modal.play', { title: 'Hall of Echoes' }) })
    .click()
  await expect(film.getByTitle('Hall of Echoes — video')).toBeVisible()
  const held = await heldInBrowser(page)
  await context.close()
  expect(held.cookies).toEqual([])
  expect(held.local).toEqual([])
  const keptInTab = [...typed.session, ...sent.session, ...held.session]
  expect(keptInTab.length).toBeGreaterThan(0) // the draft, at least: the loop below checks something
  for (const [key] of keptInTab) {
    expect(
      SAID_KEPT_IN_TAB.some((kind) => kind.test(key)),
      key,
    ).toBe(true)
  }

  // The privacy page's reader (countedSoFar), another browser, is the second visitor.
  const counted = await countedSoFar(request)
  expect(counted).toEqual({
    visitors: { '': 2 },
    views: { '': 5 },
    page: { '/': 2, '/projects': 2, '/privacy': 1 },
    language: { en: 5 },
    referrer: { 'news.example': 1 },
    project_card: { 'casa-marea': 1 },
    project_link: { 'hall-of-echoes': 1 },
    gallery: { 'casa-marea': 1 },
    film: { 'hall-of-echoes': 1 },
    device: { desktop: 1 }, // four page loads, one visitor
    leads: { en: 1 },
  })
  expect(JSON.parse(await npmStats('--json'))).toEqual(counted)

  // Neither database holds the address the server saw (loopback, either spelling) nor either
  // browser's name. (The privacy page's sentences: worker/test/stats.test.ts.)
  const everything = heldInDatabase()
  expect(everything).toContain(message) // read from both databases: the message, and a visitor's hash
  expect(everything).toMatch(/"hash":"[0-9a-f]{64}"/)
  for (const secret of ['127.0.0.1', '"::1"', BROWSER, FIREFOX]) {
    expect(everything).not.toContain(secret)
  }
})

// Under Global Privacy Control nothing is sent or counted: src/components/siteEvents.test.ts,
// worker/test/stats.test.ts.

/** The Monday after today (UTC), at 07:00: its digest covers the 7 days that include today. */
function nextMonday() {
  const day = new Date()
  day.setUTCHours(7, 0, 0, 0)
  do day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() !== 1)
  return day.getTime()
}

test("the cron on a Monday emails the studio a digest of the journeys' figures, as `npm run stats` prints them", async ({
  request,
}) => {
  // The digest's layout, and one a week however often the cron runs: worker/test/stats.test.ts.
  const counted = await countedSoFar(request)
  const monday = nextMonday()
  const cron = `${server.origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/10 * * * *')}&time=${monday}`
  const digests = async () =>
    (await sentEmails(server.origin)).filter((email) =>
      email.subject.startsWith(`${site.brandName} site,`),
    )

  expect(await digests()).toEqual([])
  expect((await request.get(cron)).status()).toBe(200)
  const sent = await digests()
  expect(sent).toEqual([expect.objectContaining({ to: [site.email] })])
  const text = await sentEmailText(server.origin, sent[0]?.messageId ?? '')
  const row = (label: string, value: number) => new RegExp(`^${label} +${value} +0 +new$`, 'm')
  expect(text).toMatch(row('Visitors', figure(counted, 'visitors')))
  expect(text).toMatch(row('Page views', figure(counted, 'views')))
  expect(text).toMatch(row('Leads \\(messages\\)', 1))
  expect(await npmStats('--end', new Date(monday).toISOString().slice(0, 10))).toBe(text)
})
