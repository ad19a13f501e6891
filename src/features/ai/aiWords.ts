import type { Locale } from '../../../shared/locales'
import { parseAiWords, type AiWords } from './parseAiWords'

/** Each language's file, bundled as text on its own: a page loads only its language's. */
const files = import.meta.glob<string>('../../content/ai/*.md', {
  query: '?raw',
  import: 'default',
})

/** The page's words in `locale`. */
export async function loadAiWords(locale: Locale): Promise<AiWords> {
  const load = files[`../../content/ai/${locale}.md`]
  if (!load) throw new Error(`src/content/ai/${locale}.md is missing`)
  return parseAiWords(await load())
}
