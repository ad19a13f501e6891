import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { privacyWords } from '../../src/i18n/privacy'
import { expectNoAxeViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

// Its words: tests/integration/builtSite.test.ts; whether they are true: worker/test/stats.test.ts
// and stats.spec.ts.

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
