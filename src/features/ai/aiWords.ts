import type { Locale } from '../../../shared/locales'
import en from '../../content/ai/en.md?raw'
import es from '../../content/ai/es.md?raw'
import { parseAiWords, type AiWords } from './parseAiWords'

/**
 * Each language's file as text, bundled with the page's code only (as the privacy page's words
 * are): a dynamic import per language here split the first load of every page into more chunks.
 */
const files: Record<Locale, string> = { en, es }

/** The page's words in `locale`. */
export function aiWords(locale: Locale): AiWords {
  return parseAiWords(files[locale])
}
