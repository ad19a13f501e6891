/**
 * The studio's formatted texts as the pages receive them: made from its Markdown at build time
 * (`parseRichText.ts`), rendered by React as elements (src/components/RichText.tsx), never as HTML.
 */
/** A run of text: words, or emphasis, strong emphasis or a link around more of them. */
export type RichInline =
  | string
  | { kind: 'em'; children: RichInline[] }
  | { kind: 'strong'; children: RichInline[] }
  | { kind: 'link'; href: string; children: RichInline[] }

/** One paragraph of a text the studio writes: its runs, in order. */
export type RichParagraph = RichInline[]

/** A block of a page the studio writes: a heading (level 1 is the page's title), a paragraph, a list. */
export type RichBlock =
  | { kind: 'heading'; level: number; children: RichInline[] }
  | { kind: 'paragraph'; children: RichInline[] }
  | { kind: 'list'; items: RichInline[][] }

/** A text's words alone, paragraphs joined by a space: for a search engine's description. */
export function plainText(paragraphs: RichParagraph[]): string {
  const words = (runs: RichInline[]): string =>
    runs.map((run) => (typeof run === 'string' ? run : words(run.children))).join('')
  return paragraphs.map(words).join(' ')
}
