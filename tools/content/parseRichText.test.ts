import { describe, expect, it } from 'vitest'
import { richBlocks, richParagraphs } from './parseRichText'
import { plainText } from '../../src/content/richText'

const em = (text: string) => ({ kind: 'em', children: [text] })

describe("a project's long text, as typed in the editor", () => {
  const link = (href: string, text: string) => ({ kind: 'link', href, children: [text] })
  // prettier-ignore
  it.each([
    ['one line', 'Made in a week.', [['Made in a week.']]],
    ['a blank line between paragraphs', 'First.\n\nSecond.', [['First.'], ['Second.']]],
    ['lines of one paragraph joined', 'One line\nand the next.', [['One line and the next.']]],
    ['emphasis and strong emphasis', 'A *quiet* and **bold** film.',
      [['A ', em('quiet'), ' and ', { kind: 'strong', children: ['bold'] }, ' film.']]],
    ['a link to the web', 'See [the making of](https://example.com/making).',
      [['See ', link('https://example.com/making', 'the making of'), '.']]],
    ['a link to an email address', '[Write to us](mailto:hola@example.com)',
      [[link('mailto:hola@example.com', 'Write to us')]]],
    ['raw HTML, as text', 'A <script>alert(1)</script> <b>tag</b>', [['A <script>alert(1)</script> <b>tag</b>']]],
    ['an HTML block, as text', '<div onclick="x()">\nhi\n</div>', [['<div onclick="x()"> hi </div>']]],
    ['a javascript: link, as its words', 'A [trap](javascript:alert(1)).', [['A trap.']]],
    ['a data: link, as its words', '[x](data:text/html,hi)', [['x']]],
    ['a relative link, as its words', '[home](/projects)', [['home']]],
    ['an image, as typed', 'A ![cat](https://e.com/c.png) here', [['A ![cat](https://e.com/c.png) here']]],
    ['a heading, as typed', '# Not a heading', [['# Not a heading']]],
    ['a list, as typed', '- one\n- two', [['- one - two']]],
    ['code, as typed', 'Use `npm`', [['Use `npm`']]],
  ])('%s', (_label, markdown, paragraphs) => {
    expect(richParagraphs(markdown)).toEqual(paragraphs)
  })

  it('gives a search engine the words alone', () => {
    expect(plainText(richParagraphs('A *quiet* [film](https://e.com).\n\nMade fast.'))).toBe(
      'A quiet film. Made fast.',
    )
  })
})

it('a page the studio writes reads its title, headings, paragraphs and lists, HTML as text', () => {
  expect(
    richBlocks('# Title\n\nOne line\nand the next.\n\n## Part\n\n- a <b>\n- *b*\n\nAfter.\n'),
  ).toEqual([
    { kind: 'heading', level: 1, children: ['Title'] },
    { kind: 'paragraph', children: ['One line and the next.'] },
    { kind: 'heading', level: 2, children: ['Part'] },
    { kind: 'list', items: [['a <b>'], [em('b')]] },
    { kind: 'paragraph', children: ['After.'] },
  ])
})
