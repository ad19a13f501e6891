import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { locales } from '../../../shared/locales'
import { parseAiWords } from './parseAiWords'

describe('parseAiWords', () => {
  it('reads a title, headings, paragraphs of joined lines and lists, as text', () => {
    expect(
      parseAiWords('# Title\n\nOne line\nand the next.\n\n## Part\n\n- a <b>\n- b\n\nAfter.\n'),
    ).toEqual({
      title: 'Title',
      blocks: [
        { kind: 'paragraph', text: 'One line and the next.' },
        { kind: 'heading', text: 'Part' },
        { kind: 'list', items: ['a <b>', 'b'] },
        { kind: 'paragraph', text: 'After.' },
      ],
    })
  })

  it('finds the same parts, in the same order, in every language the studio wrote', async () => {
    const shapes = await Promise.all(
      locales.map(async (locale) => {
        const words = parseAiWords(await readFile(`src/content/ai/${locale}.md`, 'utf8'))
        expect(words.title).not.toBe('')
        return words.blocks.map((block) =>
          block.kind === 'list' ? `list of ${block.items.length}` : block.kind,
        )
      }),
    )
    // The five things the page answers: use, ownership, likeness, labelling, what is not done.
    expect(shapes[0]?.filter((kind) => kind === 'heading')).toHaveLength(5)
    for (const shape of shapes) expect(shape).toEqual(shapes[0])
  })
})
