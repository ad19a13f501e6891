// Build-time only (Node): the studio's Markdown read into the small tree of `richText.ts`, which
// the pages render as React elements. The app never imports this; the parser never reaches a
// visitor's browser.
import type { Nodes, PhrasingContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import type { RichBlock, RichInline, RichParagraph } from '../../src/content/richText.ts'

/** The addresses a link may go to: the web and email. Anything else is shown as its text. */
const LINK = /^(https?:\/\/|mailto:)/i

/**
 * What a text may hold besides paragraphs, emphasis and links (CommonMark's constructs, by
 * micromark's names): raw HTML, code, images, quotes, definitions and breaks are off, so what
 * they are made of reads as the characters typed. A page also has headings and lists.
 */
const OFF = [
  'blockQuote',
  'codeFenced',
  'codeIndented',
  'codeText',
  'definition',
  'hardBreakEscape',
  'htmlFlow',
  'htmlText',
  'thematicBreak',
]
const PARAGRAPHS_ONLY = [...OFF, 'headingAtx', 'setextUnderline', 'list']

/** A text's runs, whitespace as one space, strings next to each other joined. */
function inlines(nodes: PhrasingContent[], source: string): RichInline[] {
  const runs: RichInline[] = []
  const push = (run: RichInline) => {
    const last = runs.at(-1)
    if (typeof run === 'string' && typeof last === 'string') runs[runs.length - 1] = last + run
    else runs.push(run)
  }
  for (const node of nodes) {
    if (node.type === 'text') push(node.value.replace(/\s+/g, ' '))
    else if (node.type === 'break') push(' ')
    else if (node.type === 'emphasis' || node.type === 'strong') {
      const children = inlines(node.children, source)
      push(node.type === 'emphasis' ? { kind: 'em', children } : { kind: 'strong', children })
    } else if (node.type === 'link' && LINK.test(node.url)) {
      push({ kind: 'link', href: node.url, children: inlines(node.children, source) })
    } else if (node.type === 'link') {
      for (const run of inlines(node.children, source)) push(run)
    } else push(typed(node, source))
  }
  return runs
}

/** A node the pages do not render (an image), as the characters that made it. */
const typed = (node: Nodes, source: string) =>
  source.slice(node.position?.start.offset, node.position?.end.offset).replace(/\s+/g, ' ')

/** A block's runs, without the space a line break left at either end. */
function trimmed(runs: RichInline[]): RichInline[] {
  const first = runs[0]
  if (typeof first === 'string') runs[0] = first.trimStart()
  const last = runs.at(-1)
  if (typeof last === 'string') runs[runs.length - 1] = last.trimEnd()
  return runs.filter((run) => run !== '')
}

function blocks(markdown: string, off: string[]): RichBlock[] {
  const tree = fromMarkdown(markdown, { extensions: [{ disable: { null: off } }] })
  return tree.children.flatMap((node): RichBlock[] => {
    if (node.type === 'paragraph')
      return [{ kind: 'paragraph', children: trimmed(inlines(node.children, markdown)) }]
    if (node.type === 'heading')
      return [
        { kind: 'heading', level: node.depth, children: trimmed(inlines(node.children, markdown)) },
      ]
    if (node.type === 'list') {
      const items = node.children.map((item) =>
        trimmed(
          item.children.flatMap((child) =>
            child.type === 'paragraph'
              ? inlines(child.children, markdown)
              : [typed(child, markdown)],
          ),
        ),
      )
      return [{ kind: 'list', items }]
    }
    return [{ kind: 'paragraph', children: [typed(node, markdown)] }]
  })
}

/**
 * A project's long text as its paragraphs (a blank line between two), with *emphasis*,
 * **strong emphasis** and [links](https://…) to the web or an email address. Everything else is
 * shown as typed: a `<tag>` is text, never markup, and a link elsewhere (`javascript:`) is its words.
 */
export function richParagraphs(markdown: string): RichParagraph[] {
  return blocks(markdown, PARAGRAPHS_ONLY).flatMap((block) =>
    block.kind === 'paragraph' ? [block.children] : [],
  )
}

/** A page's text as its blocks: as `richParagraphs`, with headings (`#`, `##`) and lists (`- `). */
export function richBlocks(markdown: string): RichBlock[] {
  return blocks(markdown, OFF)
}
