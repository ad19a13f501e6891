import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { publishedProjects } from '../../../tests/publishedProjects'
import { renderApp } from '../../../tests/renderApp'
import { creditRoles } from '../../content/creditRoles'
import { translatorFor } from '../../i18n/dictionaries'
import { loadProjectModal } from './loadProjectModal'

/**
 * A project's overview says for whom and when it was made, who made it (each role in the page's
 * language) and that it was made with generative AI, as its folder's index.en.md says.
 */
beforeAll(() => loadProjectModal())

/** The overview of the project open at `url`, each term beside its value. */
async function overviewAt(url: string, title: string, heading: string) {
  await renderApp(url)
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 })
  const overview = within(dialog).getByRole('region', { name: heading })
  const facts = [...overview.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ])
  return { overview: within(overview), facts }
}

/**
 * Neon Requiem's overview written out in each language, as a reader sees it: the rows do not come
 * from the reader or the role names the page renders, so a wrong name in either fails.
 */
// prettier-ignore
describe.each([
  {
    url: '/projects?project=neon-requiem', title: 'Neon Requiem', heading: 'Project Overview',
    rows: 'Category: Music Video; Type: Video; Client: Nocturne Records; Year: 2026; Direction: Lucía Ortega; AI artist: Kenji Mori; Music: Velvet Static',
    aiNote: 'AI-generated: made by Unreal Studio with generative AI.',
  },
  {
    url: '/es/projects?project=neon-requiem', title: 'Réquiem de neón', heading: 'Resumen del proyecto',
    rows: 'Categoría: Videoclip; Tipo: Vídeo; Cliente: Nocturne Records; Año: 2026; Dirección: Lucía Ortega; Artista de IA: Kenji Mori; Música: Velvet Static',
    aiNote: 'Generado con IA: hecho por Unreal Studio con IA generativa.',
  },
])('$url', ({ url, title, heading, rows, aiNote }) => {
  it("shows the overview's table, written out, and the AI note", async () => {
    const { overview, facts } = await overviewAt(url, title, heading)
    expect(facts.map((fact) => fact.join(': ')).join('; ')).toBe(rows)
    expect(overview.getByText(aiNote, { exact: true })).toBeInTheDocument()
  })
})

const credited = publishedProjects.filter((project) => project.credits.length > 0)

// In English: the language changes only the words, which the Spanish row above writes out.
describe("every credited project's overview", () => {
  it('(the demo projects name their makers)', () => expect(credited.length).toBeGreaterThan(0))

  it.each(credited)('$slug has its rows in its folder’s order', async (project) => {
    const t = translatorFor('en')
    const { overview, facts } = await overviewAt(
      `/projects?project=${project.slug}`,
      project.en.title,
      t('projects.modal.overview'),
    )
    expect(facts).toEqual([
      [t('projects.modal.category'), expect.any(String)],
      [t('projects.modal.type'), expect.any(String)],
      ...(project.client ? [[t('projects.modal.client'), project.client]] : []),
      ...(project.year ? [[t('projects.modal.year'), String(project.year)]] : []),
      ...project.credits.map(({ role, name }) => [creditRoles[role]?.en, name]),
    ])
    expect(overview.getByText(t('projects.modal.aiNote'))).toBeInTheDocument()
  })
})
