import { creditRoles } from '../../src/content/creditRoles'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import { expect, test } from '../support/fixtures'

/**
 * A project's overview says for whom and when it was made, who made it (each role in the page's
 * language) and that it was made with generative AI, as its folder's index.en.md says.
 */
const credited = publishedProjects.filter((project) => project.credits.length > 0)

test('the demo projects name their makers', () => {
  expect(credited.length).toBeGreaterThan(0)
})

/**
 * One project's overview written out in each language, as a reader sees it: the rows below do
 * not come from the reader or the role names the page renders, so a wrong name in either fails.
 */
const neonRequiem = {
  en: {
    path: '/projects?project=neon-requiem',
    title: 'Neon Requiem',
    overview: 'Project Overview',
    rows: [
      ['Category', 'Music Video'],
      ['Type', 'Video'],
      ['Client', 'Nocturne Records'],
      ['Year', '2026'],
      ['Direction', 'Lucía Ortega'],
      ['AI artist', 'Kenji Mori'],
      ['Music', 'Velvet Static'],
    ],
    aiNote: 'AI-generated: made by Unreal Studio with generative AI.',
  },
  es: {
    path: '/es/projects?project=neon-requiem',
    title: 'Réquiem de neón',
    overview: 'Resumen del proyecto',
    rows: [
      ['Categoría', 'Videoclip'],
      ['Tipo', 'Vídeo'],
      ['Cliente', 'Nocturne Records'],
      ['Año', '2026'],
      ['Dirección', 'Lucía Ortega'],
      ['Artista de IA', 'Kenji Mori'],
      ['Música', 'Velvet Static'],
    ],
    aiNote: 'Generado con IA: hecho por Unreal Studio con IA generativa.',
  },
}

for (const { path, title, overview, rows, aiNote } of Object.values(neonRequiem)) {
  test(`${path}: the overview's table, written out`, async ({ page, gotoReady }) => {
    await gotoReady(path)
    const region = page.getByRole('dialog', { name: title }).getByRole('region', { name: overview })
    const facts = await region
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      )
    expect(facts).toEqual(rows)
    await expect(region.getByText(aiNote, { exact: true })).toBeVisible()
  })
}

// Every credited project's overview has its rows in its index.en.md's order.
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
