/**
 * The statistics as the studio reads them, the last 7 days beside the 7 before, for the Monday
 * digest and `npm run stats`. It imports types only, so Node runs it as it is for the tool.
 */
import type { SiteEventType } from '../shared/siteEventSchema'
import type { Metric } from './stats'

/** One stored count (worker/migrations-stats/0001_stats.sql): what is counted is one of `Metric`. */
export type CountRow = { day: string; metric: Metric; key: string; count: number }

export type DigestReport = { period: string; text: string; html: string; headline: string }

const DAY_MS = 86_400_000
const BAR_WIDTH = 20
const TOP = 5

const languageNames: Record<string, string> = { en: 'English', es: 'Spanish' }
const deviceNames = ['phone', 'tablet', 'desktop']

/** The section each kind of in-page event is read in (a kind without one fails typecheck). */
const eventSections = {
  project: 'Projects opened most',
  film: 'Films played',
  gallery: 'Galleries opened',
  device: 'Phone / tablet / desktop (visitors whose page ran the app)',
} as const satisfies Record<SiteEventType, string>

/** A referring site is named when this many distinct clients came from it on one day. */
const REFERRER_MIN_CLIENTS = 3

/** A host as text no mail client links (`spam-casino[.]example`): a `Referer` can be forged. */
const unlinked = (host: string) => host.replaceAll('.', '[.]')

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)
const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** The seven days before `endDay` (YYYY-MM-DD), and the seven before those. */
export function weeksBefore(endDay: string) {
  const end = Date.parse(`${endDay}T00:00:00Z`)
  const span = (from: number) => ({
    first: dayOf(end - from * DAY_MS),
    last: dayOf(end - (from - 6) * DAY_MS),
  })
  return { current: span(7), previous: span(14) }
}

type Span = { first: string; last: string }
type Totals = Map<string, number>

/** Each metric's counts over a span, by key. */
function totalsOf(rows: readonly CountRow[], span: Span) {
  const totals = new Map<Metric, Totals>()
  const peaks = new Map<Metric, Totals>()
  for (const row of rows) {
    if (row.day < span.first || row.day > span.last) continue
    const byKey = totals.get(row.metric) ?? new Map<string, number>()
    byKey.set(row.key, (byKey.get(row.key) ?? 0) + row.count)
    totals.set(row.metric, byKey)
    const peak = peaks.get(row.metric) ?? new Map<string, number>()
    peak.set(row.key, Math.max(peak.get(row.key) ?? 0, row.count))
    peaks.set(row.metric, peak)
  }
  return {
    of: (metric: Metric) => totals.get(metric) ?? new Map<string, number>(),
    /** Each key's largest count on one day of the span. */
    peakOf: (metric: Metric) => peaks.get(metric) ?? new Map<string, number>(),
    sum: (metric: Metric) => [...(totals.get(metric)?.values() ?? [])].reduce((a, b) => a + b, 0),
  }
}

const change = (now: number, before: number) => {
  if (before === 0) return now === 0 ? '' : 'new'
  const percent = Math.round(((now - before) / before) * 100)
  return `${percent > 0 ? '+' : ''}${percent}%`
}

const bar = (value: number, max: number) =>
  max === 0 ? '' : '█'.repeat(Math.max(value > 0 ? 1 : 0, Math.round((value / max) * BAR_WIDTH)))

const perHundred = (leads: number, visitors: number) =>
  visitors === 0 ? '—' : ((leads / visitors) * 100).toFixed(1)

/** Rows of `[label, value, bar, note]` under a title, the largest first, at most `TOP`. */
function section(
  title: string,
  entries: [string, number, string?][],
  { none = 'none', all = false } = {},
) {
  const lines = [title]
  const shown = entries
    .filter(([, value]) => all || value > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP)
  if (shown.every(([, value]) => value === 0)) return [...lines, `  ${none}`, '']
  const max = shown[0]?.[1] ?? 0
  const labelWidth = Math.max(...shown.map(([label]) => label.length))
  const valueWidth = Math.max(...shown.map(([, value]) => String(value).length))
  for (const [label, value, note] of shown) {
    const figure = String(value).padStart(valueWidth)
    const line = `  ${label.padEnd(labelWidth)}  ${figure}  ${bar(value, max).padEnd(BAR_WIDTH)}`
    lines.push(`${line}${note ? `  ${note}` : ''}`.trimEnd())
  }
  return [...lines, '']
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => htmlEscapes[c] ?? c)

/** The report of the 7 days before `endDay` beside the 7 before, from any days' counts. */
export function digestReport(rows: readonly CountRow[], endDay: string): DigestReport {
  const { current, previous } = weeksBefore(endDay)
  const now = totalsOf(rows, current)
  const before = totalsOf(rows, previous)
  const period = `${shortDate(current.first)} – ${shortDate(current.last)}`

  const figures: [string, string, string, string][] = [['', 'last 7 days', '7 before', 'change']]
  for (const [label, metric] of [
    ['Visitors', 'visitors'],
    ['Page views', 'views'],
    ['Leads (messages)', 'leads'],
  ] as const) {
    const a = now.sum(metric)
    const b = before.sum(metric)
    figures.push([label, String(a), String(b), change(a, b)])
  }
  figures.push([
    'Leads per 100 visitors',
    perHundred(now.sum('leads'), now.sum('visitors')),
    perHundred(before.sum('leads'), before.sum('visitors')),
    '',
  ])
  const labelWidth = Math.max(...figures.map(([label]) => label.length))
  const headTable = figures.map(([label, a, b, c]) =>
    `${label.padEnd(labelWidth)}  ${a.padStart(11)}  ${b.padStart(8)}  ${c.padStart(6)}`.trimEnd(),
  )

  const cards = now.of('project_card')
  const links = now.of('project_link')
  const projects = [...new Set([...cards.keys(), ...links.keys()])].map(
    (slug): [string, number, string] => [
      slug,
      (cards.get(slug) ?? 0) + (links.get(slug) ?? 0),
      `card ${cards.get(slug) ?? 0}, shared link ${links.get(slug) ?? 0}`,
    ],
  )
  const referrers = new Map<string, number>()
  const referrerPeaks = now.peakOf('referrer')
  for (const [host, visitors] of now.of('referrer')) {
    const named = host !== '' && (referrerPeaks.get(host) ?? 0) >= REFERRER_MIN_CLIENTS
    const label = named ? unlinked(host) : 'other sites'
    referrers.set(label, (referrers.get(label) ?? 0) + visitors)
  }
  const devices = now.of('device')
  const deviceTotal = now.sum('device')
  const views = now.of('language')
  const leads = now.of('leads')
  const languages = [...new Set([...views.keys(), ...leads.keys()])].map(
    (locale): [string, number, string] => [
      languageNames[locale] ?? locale,
      views.get(locale) ?? 0,
      `page views; leads ${leads.get(locale) ?? 0}`,
    ],
  )

  const lines = [
    `The site, ${period} (beside ${shortDate(previous.first)} – ${shortDate(previous.last)})`,
    '',
    ...headTable,
    '',
    ...section(eventSections.project, projects),
    ...section("Category pages opened (a filter's link)", [...now.of('category')]),
    ...section(eventSections.film, [...now.of('film')]),
    ...section(eventSections.gallery, [...now.of('gallery')]),
    ...section(
      `Top referring sites (visitors; named once ${REFERRER_MIN_CLIENTS} clients came from it in one day)`,
      [...referrers],
      { none: 'none (direct visits only)' },
    ),
    ...section(
      eventSections.device,
      deviceNames.map((device): [string, number, string] => [
        device,
        devices.get(device) ?? 0,
        deviceTotal === 0 ? '' : `${Math.round(((devices.get(device) ?? 0) / deviceTotal) * 100)}%`,
      ]),
      { all: true },
    ),
    ...section('By language', languages),
    'Counted by the site itself, without cookies, up to a ceiling per address and day (worker/stats.ts).',
    'Left out: crawlers, link previews and browsers asking not to be tracked (Global Privacy Control,',
    'Do Not Track). A referring site is written without a link: www[.]example[.]com is www.example.com.',
    '',
  ]
  const text = lines.join('\n')
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"></head><body>',
    '<pre style="font-family:Menlo,Consolas,monospace;font-size:13px;line-height:1.4">',
    escapeHtml(text),
    '</pre></body></html>',
  ].join('')
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const headline = `${plural(now.sum('visitors'), 'visitor', 'visitors')}, ${plural(now.sum('leads'), 'lead', 'leads')}`
  return { period, text, html, headline }
}
