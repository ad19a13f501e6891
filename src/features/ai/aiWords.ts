import type { Locale } from '../../../shared/locales'
import type { RichBlock, RichInline } from '../../content/richText'
import en from '../../content/ai/en.md?blocks'
import es from '../../content/ai/es.md?blocks'

/**
 * Each language's file, read at build time (tools/markdownBlocks.ts) and bundled with the
 * page's code only (as the privacy page's words are): a dynamic import per language here split
 * the first load of every page into more chunks.
 */
const files: Record<Locale, RichBlock[]> = { en, es }

/** The page's title (its `# ` line) and, in order, the rest of its blocks. */
type AiWords = { title: RichInline[]; blocks: RichBlock[] }

/** The "How we use AI" page's words in `locale`: `src/content/ai/<locale>.md`, which the studio edits. */
export function aiWords(locale: Locale): AiWords {
  const blocks = files[locale]
  const title = blocks.find((block) => block.kind === 'heading' && block.level === 1)
  return {
    title: title?.kind === 'heading' ? title.children : [],
    blocks: blocks.filter((block) => block !== title),
  }
}
