import { screen, within } from '@testing-library/react'
import { beforeAll, expect, it } from 'vitest'
import { publishedProjects } from '../../../tests/publishedProjects'
import { renderApp } from '../../../tests/renderApp'
import { creditRoles } from '../../content/creditRoles'
import { translatorFor } from '../../i18n/dictionaries'
import { loadProjectModal } from './loadProjectModal'

// A project's overview says for whom and when it was made, who made it (each role in the page's
// language) and that it was made with generative AI, as its folder's index.en.md says.
beforeAll(() => loadProjectModal())

/** The overview of the project open at `url`: each term beside its value, and its AI note. */
async function overviewAt(url: string, title: string, heading: string, aiNote: string) {
  await renderApp(url)
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 })
  const overview = within(dialog).getByRole('region', { name: heading })
  within(overview).getByText(aiNote, { exact: true })
  return [...overview.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ])
}

// Written out, as a reader sees them: not from the reader or the role names the page renders,
// so a wrong name in either fails.
// prettier-ignore
it.each([
  [
    '/projects?project=neon-requiem', 'Neon Requiem', 'Project Overview',
    'AI-generated: made by Unreal Studio with generative AI.',
    'Category: Music Video; Type: Video; Client: Nocturne Records; Year: 2026; Direction: Lucía Ortega; AI artist: Kenji Mori; Music: Velvet Static',
  ],
  [
    '/es/projects?project=neon-requiem', 'Réquiem de neón', 'Resumen del proyecto',
    'Generado con IA: hecho por Unreal Studio con IA generativa.',
    'Categoría: Videoclip; Tipo: Vídeo; Cliente: Nocturne Records; Año: 2026; Dirección: Lucía Ortega; Artista de IA: Kenji Mori; Música: Velvet Static',
  ],
])('%s: its overview written out, and the AI note', async (url, title, heading, note, rows) => {
  const facts = await overviewAt(url, title, heading, note)
  expect(facts.map((fact) => fact.join(': ')).join('; ')).toBe(rows)
})

// In English: the language changes only the words, which the Spanish row above writes out.
const credited = publishedProjects.filter((project) => project.credits.length > 0)
it('(the demo projects name their makers)', () => expect(credited.length).toBeGreaterThan(0))

it.each(credited)('$slug’s overview has its rows in its folder’s order', async (project) => {
  const t = translatorFor('en')
  const url = `/projects?project=${project.slug}`
  const heading = t('projects.modal.overview')
  expect(await overviewAt(url, project.en.title, heading, t('projects.modal.aiNote'))).toEqual([
    [t('projects.modal.category'), expect.any(String)],
    [t('projects.modal.type'), expect.any(String)],
    ...(project.client ? [[t('projects.modal.client'), project.client]] : []),
    ...(project.year ? [[t('projects.modal.year'), String(project.year)]] : []),
    ...project.credits.map(({ role, name }) => [creditRoles[role]?.en, name]),
  ])
})
