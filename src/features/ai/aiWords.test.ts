import { describe, expect, it } from 'vitest'
import { locales } from '../../../shared/locales'
import { aiWords } from './aiWords'

describe("the AI page's words, read at build time", () => {
  it('finds the same parts, in the same order, in every language the studio wrote', () => {
    const shapes = locales.map((locale) => {
      const words = aiWords(locale)
      expect(words.title).not.toEqual([])
      return words.blocks.map((block) =>
        block.kind === 'list'
          ? `list of ${block.items.length}`
          : block.kind === 'heading'
            ? `heading ${block.level}`
            : block.kind,
      )
    })
    // The five things the page answers: use, ownership, likeness, labelling, what is not done.
    expect(shapes[0]?.filter((kind) => kind === 'heading 2')).toHaveLength(5)
    for (const shape of shapes) expect(shape).toEqual(shapes[0])
  })
})
