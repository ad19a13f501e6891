import { filmPlayers } from '../../shared/filmPlayers'
import { site } from '../../shared/site'
import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { privacyWords } from '../../src/i18n/privacy'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

/**
 * The privacy page says who runs the site, what it counts and keeps, what a message becomes, the
 * other services and the visitor's rights (docs/stats.md), in both languages, reached from every
 * page's footer, and passes axe.
 */
for (const { locale, home, path } of [
  { locale: 'en', home: '/', path: '/privacy' },
  { locale: 'es', home: '/es', path: '/es/privacy' },
] as const) {
  const t = translatorFor(locale)
  const words = privacyWords[locale]
  test(`the privacy page, from the footer, says who runs the site, what is counted and kept, and the visitor's rights (${path})`, async ({
    page,
    gotoReady,
  }) => {
    await gotoReady(home)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('footer.privacy') })
      .click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
    await expect(page).toHaveTitle(wordsFor(locale).pages.privacy.title)
    // What a visitor looks for, each under its heading: who runs the site and how to reach them,
    // what is counted and kept, the browser's storage, messages, other services, their rights.
    // This checks that the page shows its words; whether they are true is checked elsewhere: the
    // sentences about counting against the database (worker/test/privacy.test.ts), what the
    // browser keeps and a move inside the app in stats.spec.ts.
    for (const key of [
      'counted.title',
      'visitors.title',
      'notCounted.title',
      'browser.title',
      'messages.title',
      'services.title',
      'rights.title',
    ] as const) {
      await expect(page.getByRole('heading', { level: 2, name: words[key] })).toBeVisible()
    }
    const main = page.getByRole('main')
    await expect(main).toContainText(site.email)
    for (const host of Object.keys(filmPlayers)) await expect(main).toContainText(host)
    await expectNoAxeViolations(page)

    // The page as served, prerendered, before any script: the same words.
    const served = await page.request.get(path)
    expect(served.status()).toBe(200)
    expect(await served.text()).toContain(words.title)
  })
}
