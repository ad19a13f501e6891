import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { expectNoAxeViolations } from '../support/axe'
import { expect, projectModalShown, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

/**
 * At a phone's width in English and a desktop's in Spanish: the width changes the dialog's layout,
 * the language only its words. (The projects page itself: pages-health.spec.ts.)
 */
test.beforeEach(({ page }) => stubVideoHost(page))

for (const { width, locale } of [
  { width: 375, locale: 'en' },
  { width: 1280, locale: 'es' },
] as const) {
  const t = translatorFor(locale)
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test(`every project's dialog passes axe (${locale})`, async ({ page, gotoReady }) => {
      test.slow() // four dialogs, each opened, checked by axe once it has faded in, and closed
      await gotoReady(`${locale === 'es' ? '/es' : ''}/projects`)
      const grid = page.getByRole('region', { name: t('projects.grid.title'), exact: true })
      for (const project of publishedProjects) {
        const title = project[locale].title
        await test.step(title, async () => {
          await grid.getByRole('link', { name: t('projects.open', { title }) }).click()
          await expect(page.getByRole('dialog', { name: title })).toBeVisible()
          await projectModalShown(page)
          await expectNoAxeViolations(page)
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog')).toHaveCount(0)
        })
      }
    })
  })
}
