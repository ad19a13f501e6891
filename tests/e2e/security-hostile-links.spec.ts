import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import type { Locale } from '../../shared/locales'
import { expect, test } from '../support/fixtures'
import { noProblems, watchPage } from '../support/pageWatch'

/**
 * Each hostile URL (path, search and hash, appended to the origin as text), the page it must show:
 * one case a kind of place and way in, as another payload or language there meets the same code;
 * unknown search params, which the app reads none of, in one URL.
 */
type ShownPage = 'home' | 'projects' | 'notFound'
type HostileCase = [input: string, url: string, shows: ShownPage, locale?: Locale]

/** Every payload tries to set `window.__pwned` or open a dialog; neither may happen. */
const script = '<script>window.__pwned=1</script>'
const img = '<img src=x onerror="window.__pwned=1;alert(1)">'
const svg = '"><svg onload=window.__pwned=1>'
const e = encodeURIComponent
/**
 * Hashes never reach the server, so they get the 50 KB value. Paths and search params stay at
 * 8 KB: static hosts refuse longer URLs themselves (Cloudflare about 16 KB, Node's 16 KB header
 * limit here), before the site is involved.
 */
const huge = 'x'.repeat(50_000)
const long = 'a'.repeat(8_000)
const junk = '%00=%00&__proto__[polluted]=1&constructor[prototype][polluted]=1'

// Paths that only try to leave the site (up its folders, to another host) are the Worker's:
// worker/test/redirects.test.ts. A project that is markup, an array, a number or broken
// percent-encoding is a rule of the search's schema: src/features/projects/projectsSearch.test.ts.
// prettier-ignore
const hostileCases: HostileCase[] = [
  ['an encoded <script> as the path',          `/${e(script)}`,            'notFound'],
  ['a raw <script> as the path',               `/${script}`,               'notFound'],
  ['an <svg onload> under /projects',          `/projects/${e(svg)}`,      'notFound'],
  ['broken percent-encoding in the path',      '/%E0%A4%A',                'notFound'],
  ['a NUL byte in the path',                   '/projects%00',             'notFound'],
  ['an 8 KB path',                             `/${long}`,                 'notFound'],
  ['a right-to-left override under /es',       '/es/%E2%80%AEstcejorp',    'notFound', 'es'],
  ['an encoded <script> as the project',       `/projects?project=${e(script)}`, 'projects'],
  ['an 8 KB project, a unicode param',         `/projects?project=${long}&u=%E2%80%AE`, 'projects'],
  ['params: <script>, 8 KB name, NUL, polluter', `/?q=${e(script)}&${long}=1&${junk}`, 'home'],
  ['an encoded <img onerror> as the hash',     `/#${e(img)}`,              'home'],
  ['an <svg onload> after #contact',           `/#contact${svg}`,          'home'],
  ['a 50 KB hash',                             `/#${huge}`,                'home'],
  ['broken percent-encoding as the hash',      '/projects#%E0%A4%A',       'projects'],
  ['a CSS selector as the hash',               '/#a[href^=x],:not(*)',     'home'],
]

const headingOf = {
  home: (locale: Locale) => wordsFor(locale).home.hero.title,
  projects: (locale: Locale) => translatorFor(locale)('projects.page.title'),
  notFound: (locale: Locale) => translatorFor(locale)('notFound.title'),
}

/** At most this many cases a test: each is a whole page load, watched until the network rests. */
const CASES_PER_TEST = 5

test.describe('hostile links', () => {
  // No card then fetches its loop (project-card-loops.spec.ts), so the network rests as soon as
  // the page is ready; what a link carries meets the same code either way.
  test.use({ reducedMotion: 'reduce' })
  for (let first = 0; first < hostileCases.length; first += CASES_PER_TEST) {
    const some = hostileCases.slice(first, first + CASES_PER_TEST)
    test(`${some.map(([input]) => input).join('; ')}: each shows its page and runs nothing`, async ({
      page,
      baseURL,
      gotoReady,
    }) => {
      const site = new URL(baseURL ?? '')
      const watch = await watchPage(page, site.origin)
      for (const [input, url, shows, locale = 'en'] of some) {
        await test.step(input, async () => {
          const t = translatorFor(locale)
          await page.goto('about:blank') // so a hash is a new load too
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
})
