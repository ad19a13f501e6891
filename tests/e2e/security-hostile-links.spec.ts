import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import type { Locale } from '../../shared/locales'
import { expect, test } from '../support/fixtures'
import { hostileCases, type HostileCase } from '../support/hostileLinks'
import { noProblems, watchPage } from '../support/pageWatch'

/**
 * Hostile links (tests/support/hostileLinks.ts): each opens the page it must show, with the status
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
