import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import type { Locale } from '../../shared/locales'
import type { PlainMessageKey } from '../../src/i18n/translate'
import { expectNoAxeViolations } from '../support/axe'
import { isLoopPath } from '../../shared/media'
import { expect, sidewaysScroll, test, watchNetwork } from '../support/fixtures'
import { noProblems, watchPage } from '../support/pageWatch'

// Every page, on a phone in English and a desktop in Spanish, then switched to the other language
// (each language seen at both widths), checked for what a page owes every visitor.
/** A page's main heading in a language: the hero's title (the studio's words), or a message. */
type Heading = PlainMessageKey | 'hero'
const headingIn = (locale: Locale, heading: Heading) =>
  heading === 'hero' ? wordsFor(locale).home.hero.title : translatorFor(locale)(heading)

const pages: { path: string; locale: Locale; heading: Heading; status: number }[] = [
  { path: '/', locale: 'en', heading: 'hero', status: 200 },
  { path: '/projects', locale: 'en', heading: 'projects.page.title', status: 200 },
  { path: '/no-such-page', locale: 'en', heading: 'notFound.title', status: 404 },
  { path: '/es', locale: 'es', heading: 'hero', status: 200 },
  { path: '/es/projects', locale: 'es', heading: 'projects.page.title', status: 200 },
  { path: '/es/no-existe', locale: 'es', heading: 'notFound.title', status: 404 },
]

const widths = [
  { name: 'phone', width: 320, height: 720, loads: 'en' },
  { name: 'desktop', width: 1280, height: 800, loads: 'es' },
]

/** The head tags a page has exactly one of, before and after the app takes over. */
const singleHeadTags = ['title', 'meta[name="description"]', 'link[rel="manifest"]']

for (const { name, width, height, loads } of widths) {
  test.describe(`on a ${name} (${width} px)`, () => {
    test.use({ viewport: { width, height } })

    for (const { path, locale, heading, status } of pages.filter((each) => each.locale === loads)) {
      test(`${path} is healthy: status, heading, axe, console, head tags, no sideways scroll`, async ({
        page,
        baseURL,
        gotoReady,
      }) => {
        const t = translatorFor(locale)
        const watch = await watchPage(page, new URL(baseURL ?? '').origin)
        const warnings: string[] = []
        page.on('console', (message) => {
          if (message.type() !== 'warning') return
          // The not-found page notes the missing path on purpose.
          if (status === 404 && /^404: no page at/.test(message.text())) return
          warnings.push(message.text())
        })

        // But the cards' loops, which keep streaming (project-card-loops.spec.ts).
        const networkRests = watchNetwork(page, isLoopPath)
        const response = await gotoReady(path)
        expect(response?.status()).toBe(status)
        await networkRests()
        await expect(
          page.getByRole('heading', { level: 1, name: headingIn(locale, heading) }),
        ).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        const head = page.locator('head')
        for (const tag of singleHeadTags) await expect(head.locator(tag)).toHaveCount(1)
        await expect(head.locator('link[rel="canonical"]')).toHaveCount(status === 200 ? 1 : 0)

        expect(await sidewaysScroll(page), 'sideways scroll').toBe(0)
        await expectNoAxeViolations(page)
        // The app's code is asked for only once the page has loaded and painted.
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventStart,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => entry.startTime),
        }))
        expect(timing.scripts.length).toBeGreaterThan(0)
        expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(
          Math.max(timing.paint, timing.load),
        )

        // The app replaces the head's tags instead of adding its own.
        await page
          .getByRole('switch', { name: t('language.switch') })
          .first()
          .click({ force: true })
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'es' : 'en')
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: headingIn(locale === 'en' ? 'es' : 'en', heading),
          }),
        ).toBeVisible()
        for (const tag of singleHeadTags) await expect(head.locator(tag)).toHaveCount(1)
        expect(await sidewaysScroll(page), 'sideways scroll').toBe(0)
        await expectNoAxeViolations(page)

        expect(watch.problems()).toEqual(noProblems)
        expect(warnings).toEqual([])
      })
    }
  })
}
