import { expect, it } from 'vitest'
import { validateContactSearch } from './contactSearch'

it.each([
  [{ about: 'Lumen Serum' }, 'Lumen Serum'],
  [{ about: '  Réquiem de neón ' }, 'Réquiem de neón'],
  [{}, undefined],
  [{ about: '' }, undefined],
  [{ about: 'two\nlines' }, undefined],
  [{ about: 'x'.repeat(121) }, undefined],
  [{ about: 42 }, undefined],
  [{ about: ['a', 'b'] }, undefined],
])('validateContactSearch %j names %j', (search, about) => {
  expect(validateContactSearch(search).about).toBe(about)
})
