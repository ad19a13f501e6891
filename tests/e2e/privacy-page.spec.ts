import { translatorFor } from '../../src/i18n/dictionaries'
import { privacyWords } from '../../src/i18n/privacy'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

/**
 * The privacy page says what the site counts and what it never keeps (docs/stats.md), in both
 * languages, reached from every page's footer, and passes axe.
 */
for (const { locale, home, path } of [
  { locale: 'en', home: '/', path: '/privacy' },
  { locale: 'es', home: '/es', path: '/es/privacy' },
] as const) {
  const t = translatorFor(locale)
  const words = privacyWords[locale]
  test(`the privacy page, from the footer, says what is counted and what is not (${path})`, async ({
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
    await expect(page).toHaveTitle(t('meta.privacy.title'))
    for (const key of [
      'counted.pages',
      'counted.referrer',
      'visitors.text',
      'notCounted.identity',
      'notCounted.optOut',
    ] as const) {
      await expect(page.getByText(words[key])).toBeVisible()
    }
    await expectNoAxeViolations(page)

    // The page as served, prerendered, before any script: the same words.
    const served = await page.request.get(path)
    expect(served.status()).toBe(200)
    expect(await served.text()).toContain(words.title)
  })
}
