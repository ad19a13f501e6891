import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { expectNoAxeViolations } from '../support/axe'
import { expect, projectModalShown, test } from '../support/fixtures'
import { stubVideoHost } from '../support/videoHost'

// In Spanish: the language changes only the words. The width changes the layout, so each dialog
// is checked at a phone's and a desktop's. (The projects page itself: pages-health.spec.ts.)
const t = translatorFor('es')
test.use({ viewport: { width: 375, height: 800 } })
test("every project's dialog passes axe at a phone's width and a desktop's", async ({
  page,
  gotoReady,
}) => {
  test.slow() // four dialogs, each checked by axe at two widths once it has faded in
  await stubVideoHost(page)
  await gotoReady('/es/projects')
  const grid = page.getByRole('region', { name: t('projects.grid.title'), exact: true })
  for (const { es } of publishedProjects) {
    await test.step(es.title, async () => {
      await grid.getByRole('link', { name: t('projects.open', { title: es.title }) }).click()
      await expect(page.getByRole('dialog', { name: es.title })).toBeVisible()
      await projectModalShown(page)
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        await expectNoAxeViolations(page)
      }
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })
  }
})
