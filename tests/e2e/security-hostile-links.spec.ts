import { expect, test } from './fixtures'
import { translatorFor } from '../../src/i18n/dictionaries'
import { hostileCases } from '../security/hostileCases'
import { noProblems, watchPage } from '../security/pageWatch'

const headingOf = {
  home: 'hero.title',
  projects: 'projects.page.title',
  notFound: 'notFound.title',
} as const
const described = {
  home: 'the home page',
  projects: 'the projects page',
  notFound: 'the not-found page',
}

test.describe('hostile links', () => {
  for (const { input, url, shows, locale = 'en' } of hostileCases) {
    test(`${input} shows ${described[shows]} and runs nothing`, async ({
      page,
      baseURL,
      gotoReady,
    }) => {
      const site = new URL(baseURL ?? '')
      const watch = await watchPage(page, site.origin)
      const t = translatorFor(locale)

      // Appended as text, not resolved, so `//evil.example` stays a path on this site.
      const response = await gotoReady(`${site.origin}${url}`)
      // The not-found page answers 404 from a prerendered 404.html, 200 from a single-page app.
      expect(shows === 'notFound' ? [200, 404] : [200]).toContain(response?.status())
      await expect(page.getByRole('heading', { level: 1, name: t(headingOf[shows]) })).toBeVisible()
      await page.waitForLoadState('networkidle')

      expect(new URL(page.url()).origin).toBe(site.origin)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { name: t('error.title') })).toHaveCount(0)
      const canaries = await page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: unknown }).__pwned,
        polluted: (Object.prototype as { polluted?: unknown }).polluted,
      }))
      expect(canaries).toEqual({ pwned: undefined, polluted: undefined })
      expect(watch.problems()).toEqual(noProblems)
    })
  }
})
