import { describe, expect, it } from 'vitest'
import { validateProjectsSearch } from './projectsSearch'

const validate = (input: Record<string, unknown>) => ({ value: validateProjectsSearch(input) })

describe('the projects page search params', () => {
  it.each(['neon-requiem', 'casa-marea', 'a', 'project-60', '2026-reel'])(
    'accepts the slug %s',
    (slug) => {
      expect(validate({ project: slug })).toEqual({ value: { project: slug } })
    },
  )

  it('accepts no project at all', () => {
    expect(validate({})).toEqual({ value: {} })
  })

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
})
