import { creditRoles } from '../../src/content/creditRoles'
import { translatorFor } from '../../src/i18n/dictionaries'
import { publishedProjects } from '../publishedProjects'
import type { Locator } from '@playwright/test'
import { expect, focusMovedInto, test } from '../support/fixtures'

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

/** A dialog's overview as a reader meets it: each term beside its value. */
const factsIn = (overview: Locator) =>
  overview
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )

// One page a language: Neon Requiem's shared link, written out; then every credited project's
// dialog, opened from the grid, has its rows in its index.en.md's order.
for (const locale of ['en', 'es'] as const) {
  const t = translatorFor(locale)
  const written = neonRequiem[locale]
  test(`${written.path}: the overview's table, written out, and every project's in its folder's order`, async ({
    page,
    gotoReady,
  }) => {
    await gotoReady(written.path)
    const region = page
      .getByRole('dialog', { name: written.title })
      .getByRole('region', { name: written.overview })
    expect(await factsIn(region)).toEqual(written.rows)
    await expect(region.getByText(written.aiNote, { exact: true })).toBeVisible()
    await focusMovedInto(page.getByRole('dialog'))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const grid = page.getByRole('region', { name: t('projects.grid.title'), exact: true })
    for (const project of credited) {
      const title = project[locale].title
      await test.step(title, async () => {
        await grid.getByRole('link', { name: t('projects.open', { title }) }).click()
        const overview = page
          .getByRole('dialog', { name: title })
          .getByRole('region', { name: t('projects.modal.overview') })
        await expect(overview).toBeVisible()
        expect(await factsIn(overview)).toEqual([
          [t('projects.modal.category'), expect.any(String)],
          [t('projects.modal.type'), expect.any(String)],
          ...(project.client ? [[t('projects.modal.client'), project.client]] : []),
          ...(project.year ? [[t('projects.modal.year'), String(project.year)]] : []),
          ...project.credits.map(({ role, name }) => [creditRoles[role]?.[locale], name]),
        ])
        await expect(overview.getByText(t('projects.modal.aiNote'))).toBeVisible()
        await focusMovedInto(page.getByRole('dialog'))
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toHaveCount(0)
      })
    }
  })
}
