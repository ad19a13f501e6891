import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import type { Locale } from '../../shared/locales'
import { expect, test } from '../support/fixtures'
import { noProblems, watchPage } from '../support/pageWatch'

/** Each hostile URL (path, search and hash, appended to the origin as text), the page it must show. */
type ShownPage = 'home' | 'projects' | 'notFound'
type HostileCase = { input: string; url: string; shows: ShownPage; locale?: Locale }

/** Every payload tries to set `window.__pwned` or open a dialog; neither may happen. */
const script = '<script>window.__pwned=1</script>'
const img = '<img src=x onerror="window.__pwned=1;alert(1)">'
const svg = '"><svg onload=window.__pwned=1>'
const jsUrl = 'javascript:window.__pwned=1'
const e = encodeURIComponent
/**
 * Hashes never reach the server, so they get the 50 KB value. Paths and search params stay at
 * 8 KB: static hosts refuse longer URLs themselves (Cloudflare about 16 KB, Node's 16 KB header
 * limit here), before the site is involved.
 */
const huge = 'x'.repeat(50_000)
const long = 'a'.repeat(8_000)

const hostileCases: HostileCase[] = [
  // Paths
  { input: 'an encoded <script> as the path', url: `/${e(script)}`, shows: 'notFound' },
  { input: 'a raw <script> as the path', url: `/${script}`, shows: 'notFound' },
  { input: 'an <img onerror> as the path', url: `/${img}`, shows: 'notFound' },
  { input: 'a javascript: URL as the path', url: `/${jsUrl}`, shows: 'notFound' },
  { input: 'an <svg onload> under /projects', url: `/projects/${e(svg)}`, shows: 'notFound' },
  {
    input: 'an encoded <script> under /es',
    url: `/es/${e(script)}`,
    shows: 'notFound',
    locale: 'es',
  },
  // Paths that only try to leave the site (up its folders, to another host) are the Worker's:
  // worker/test/hostilePaths.test.ts.
  { input: 'broken percent-encoding in the path', url: '/%E0%A4%A', shows: 'notFound' },
  { input: 'a NUL byte in the path', url: '/projects%00', shows: 'notFound' },
  { input: 'an 8 KB path', url: `/${long}`, shows: 'notFound' },
  { input: 'an emoji as the path', url: '/%F0%9F%98%80', shows: 'notFound' },
  {
    input: 'a right-to-left override under /es',
    url: '/es/%E2%80%AEstcejorp',
    shows: 'notFound',
    locale: 'es',
  },
  // Search params (a project that is an array, repeated, JSON, a number or broken
  // percent-encoding is a rule of the search's schema: src/features/projects/projectsSearch.test.ts)
  { input: 'an encoded <script> in an unknown param', url: `/?q=${e(script)}`, shows: 'home' },
  {
    input: 'an encoded <script> as the project',
    url: `/projects?project=${e(script)}`,
    shows: 'projects',
  },
  {
    input: 'a javascript: URL as the project',
    url: `/projects?project=${e(jsUrl)}`,
    shows: 'projects',
  },
  {
    input: 'an <img onerror> as the Spanish project',
    url: `/es/projects?project=${e(img)}`,
    shows: 'projects',
    locale: 'es',
  },
  { input: 'an 8 KB project', url: `/projects?project=${long}`, shows: 'projects' },
  { input: 'an 8 KB param name', url: `/?${long}=1`, shows: 'home' },
  { input: 'NUL bytes as a param', url: '/?%00=%00', shows: 'home' },
  {
    input: 'unicode and unknown params',
    url: '/projects?project=%F0%9F%98%80&utm_source=%E2%80%AE',
    shows: 'projects',
  },
  {
    input: 'prototype pollution params',
    url: '/?__proto__[polluted]=1&constructor[prototype][polluted]=1',
    shows: 'home',
  },
  // Hashes
  { input: 'an encoded <img onerror> as the hash', url: `/#${e(img)}`, shows: 'home' },
  { input: 'a raw <img onerror> as the hash', url: `/#${img}`, shows: 'home' },
  { input: 'an <svg onload> after #contact', url: `/#contact${svg}`, shows: 'home' },
  { input: 'a javascript: URL as the hash', url: `/#${jsUrl}`, shows: 'home' },
  { input: 'a 50 KB hash', url: `/#${huge}`, shows: 'home' },
  { input: 'broken percent-encoding as the hash', url: '/projects#%E0%A4%A', shows: 'projects' },
  { input: 'a CSS selector as the hash', url: '/#a[href^=x],:not(*)', shows: 'home' },
]

/**
 * Hostile links (`hostileCases`, above): each opens the page it must show, with the status
 * the server gives it, in its language, and runs nothing it carries. One page visits a handful of
 * cases in turn, each a fresh document (a blank page between, so a hash is a new load too).
 */
const headingOf = {
  home: (locale: Locale) => wordsFor(locale).home.hero.title,
  projects: (locale: Locale) => translatorFor(locale)('projects.page.title'),
  notFound: (locale: Locale) => translatorFor(locale)('notFound.title'),
}

const partOf = ({ url }: HostileCase) =>
  url.includes('#') ? 'hashes' : url.includes('?') ? 'search params' : 'paths'

/** At most this many cases a test: each is a whole page load, watched until the network rests. */
const CASES_PER_TEST = 4

const groups = new Map<string, HostileCase[]>()
for (const hostile of hostileCases) {
  const part = partOf(hostile)
  groups.set(part, [...(groups.get(part) ?? []), hostile])
}

test.describe('hostile links', () => {
  // No card then fetches its loop (project-card-loops.spec.ts), so the network rests as soon as
  // the page is ready; what a link carries meets the same code either way.
  test.use({ reducedMotion: 'reduce' })
  for (const [part, cases] of groups) {
    const chunks = Math.ceil(cases.length / CASES_PER_TEST)
    for (let chunk = 0; chunk < chunks; chunk++) {
      const some = cases.slice(chunk * CASES_PER_TEST, (chunk + 1) * CASES_PER_TEST)
      test(`${part} (${chunk + 1} of ${chunks}) show their page and run nothing`, async ({
        page,
        baseURL,
        gotoReady,
      }) => {
        const site = new URL(baseURL ?? '')
        const watch = await watchPage(page, site.origin)
        for (const { input, url, shows, locale = 'en' } of some) {
          await test.step(input, async () => {
            const t = translatorFor(locale)
            await page.goto('about:blank')
            // Appended as text, not resolved, so `//evil.example` stays a path on this site.
            const response = await gotoReady(`${site.origin}${url}`)
            expect(response?.status(), input).toBe(shows === 'notFound' ? 404 : 200)
            await expect(
              page.getByRole('heading', { level: 1, name: headingOf[shows](locale) }),
            ).toBeVisible()
            await page.waitForLoadState('networkidle')

            expect(new URL(page.url()).origin).toBe(site.origin)
            await expect(page.locator('html')).toHaveAttribute('lang', locale)
            await expect(page.getByRole('heading', { name: t('error.title') })).toHaveCount(0)
            const canaries = await page.evaluate(() => ({
              pwned: (window as unknown as { __pwned?: unknown }).__pwned,
              polluted: (Object.prototype as { polluted?: unknown }).polluted,
            }))
            expect(canaries, input).toEqual({ pwned: undefined, polluted: undefined })
            expect(watch.problems(), input).toEqual(noProblems)
          })
        }
      })
    }
  }
})
