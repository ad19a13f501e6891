import { filmPlayers } from '../../shared/filmPlayers'
import { site } from '../../shared/site'
import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { privacyWords } from '../../src/i18n/privacy'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

/**
 * The privacy page says who runs the site, what it counts and keeps, what a message becomes, the
 * other services and the visitor's rights (docs/stats.md), reached from every page's footer, and
 * passes axe. In English: the page is the same in Spanish but for its words, which
 * tests/integration/builtSite.test.ts reads in both languages from the page as served.
 */
const t = translatorFor('en')
const words = privacyWords.en

test("the privacy page, from the footer, says who runs the site, what is counted and kept, and the visitor's rights", async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: t('footer.privacy') })
    .click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
  await expect(page).toHaveTitle(wordsFor('en').pages.privacy.title)
  // Whether the sentences are true is checked elsewhere: those about counting against the
  // database (worker/test/stats.test.ts), what the browser keeps and a move inside the app in
  // stats.spec.ts.
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
})
