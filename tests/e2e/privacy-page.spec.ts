import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { privacyWords } from '../../src/i18n/privacy'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

/**
 * The privacy page reached from the footer, taken over by the app, passes axe. Its title,
 * headings and what it names, in both languages, are read from the page as served by
 * tests/integration/builtSite.test.ts; whether its sentences are true, by worker/test/stats.test.ts
 * (the database) and stats.spec.ts (what the browser keeps, a move inside the app).
 */
test('the privacy page, from the footer, passes axe', async ({ page, gotoReady }) => {
  await gotoReady('/')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: translatorFor('en')('footer.privacy') })
    .click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: privacyWords.en.title })).toBeVisible()
  await expect(page).toHaveTitle(wordsFor('en').pages.privacy.title)
  await expectNoAxeViolations(page)
})
