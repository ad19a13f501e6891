import { describe, expect, it } from 'vitest'
import { categories } from '../../content/categories'
import { validateProjectsSearch } from './projectsSearch'

const validate = (input: Record<string, unknown>) => ({ value: validateProjectsSearch(input) })

describe('the projects page search params', () => {
  // A slug-shaped category nobody uses (weddings, or one without projects) is the loader's to drop.
  it.each([
    {},
    ...['neon-requiem', 'casa-marea', 'a', 'project-60', '2026-reel'].map((project) => ({
      project,
    })),
    ...Object.keys(categories).map((category) => ({ category })),
    { category: 'commercial', project: 'casa-marea' },
    { category: 'weddings' },
  ])('accepts %j', (search) => expect(validate(search)).toEqual({ value: search }))

  it.each([
    ['an empty value', ''],
    ['a repeated value', ['neon-requiem', 'casa-marea']],
    ['broken percent-encoding, as decoded', '\uFFFD\uFFFD%A'],
    ['markup', '<script>alert(1)</script>'],
    ['another case', 'Neon-Requiem'],
    ['surrounding spaces', ' casa-marea '],
    ['a number', 404],
    ['a boolean', true],
    ['null', null],
    ['an object', { slug: 'casa-marea' }],
    ['a prototype key', '__proto__'],
  ])('degrades %s to no project, without an error', (_label, project) => {
    const result = validate({ project })
    expect(result.value).toEqual({ project: undefined })
    // The key must be present: the router merges this over the raw search, dropping the bad value.
    expect(Object.keys(result.value)).toEqual(['project'])
  })

  it.each([
    ['an empty value', ''],
    ['a repeated value', ['commercial', 'documentary']],
    ['a category name instead of its key', 'Music Video'],
    ['another case', 'Commercial'],
    ['markup', '"><img src=x onerror=alert(1)>'],
    ['a number', 1],
    ['null', null],
    ['an object', { key: 'commercial' }],
  ])('degrades %s to all projects, keeping the project', (_label, category) => {
    const result = validate({ category, project: 'casa-marea' })
    expect(result.value).toEqual({ category: undefined, project: 'casa-marea' })
    expect(Object.keys(result.value).sort()).toEqual(['category', 'project'])
  })
})
