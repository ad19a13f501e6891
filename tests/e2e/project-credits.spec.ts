import { creditRoles } from '../../src/content/creditRoles'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { expect, test } from '../support/fixtures'

/**
 * A project's overview says for whom and when it was made, who made it (each role in the page's
 * language) and that it was made with generative AI, as its folder's project.yml says.
 */
const credited = publishedProjects.filter((project) => project.credits.length > 0)

test('the demo projects name their makers', () => {
  expect(credited.length).toBeGreaterThan(0)
})

for (const locale of ['en', 'es'] as const) {
  const t = translatorFor(locale)
  for (const project of credited) {
    const path = `${locale === 'es' ? '/es' : ''}/projects?project=${project.slug}`
    test(`${path}: client, year, credits and how it was made, in the overview`, async ({
      page,
      gotoReady,
    }) => {
      await gotoReady(path)
      const overview = page
        .getByRole('dialog', { name: project[locale].title })
        .getByRole('region', { name: t('projects.modal.overview') })
      const facts = await overview
        .locator('dt')
        .evaluateAll((terms) =>
          terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
        )
      expect(facts).toEqual([
        [t('projects.modal.category'), expect.any(String)],
        [t('projects.modal.type'), expect.any(String)],
        ...(project.client ? [[t('projects.modal.client'), project.client]] : []),
        ...(project.year ? [[t('projects.modal.year'), String(project.year)]] : []),
        ...project.credits.map(({ role, name }) => [creditRoles[role][locale], name]),
      ])
      await expect(overview.getByText(t('projects.modal.aiNote'))).toBeVisible()
    })
  }
}
