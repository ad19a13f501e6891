import { describe, expect, it } from 'vitest'
import type { Project } from '../../content/project'
import { relatedProjects } from './relatedProjects'

const project = (slug: string, categoryKey: Project['categoryKey'], year?: number) =>
  ({ slug, categoryKey, ...(year === undefined ? {} : { year }) }) as Project

describe('relatedProjects', () => {
  const open = project('open', 'commercial', 2024)
  const catalogue = [
    open,
    project('old-other', 'documentary', 2020),
    project('same-old', 'commercial', 2021),
    project('no-year', 'music-video'),
    project('new-other', 'music-video', 2026),
    project('same-new', 'commercial', 2025),
  ]
  const slugs = (projects: Project[]) => projects.map(({ slug }) => slug)
  it('offers its category first, then the most recent, never itself, three at most', () => {
    expect(slugs(relatedProjects(open, catalogue))).toEqual(['same-new', 'same-old', 'new-other'])
  })
  it('puts a project without a year after those with one', () => {
    const [, ...others] = catalogue
    const shown = relatedProjects(project('x', 'experimental-film'), others)
    expect(slugs(shown)).toEqual(['new-other', 'same-new', 'same-old'])
  })
})
