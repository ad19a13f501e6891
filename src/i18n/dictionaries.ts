import type { SiteWords } from '../content/siteSchema'
import { en, words as enWords } from './en'
import { es, words as esWords } from './es'
import type { Locale } from '../../shared/locales'
import type { Dictionary } from './dictionary'
import { translatorOf, type Translate } from './translate'

/**
 * The main dictionary in both languages at once, for code that runs outside the browser:
 * prerendering the head tags and the tests. The app itself loads only the page's language
 * (`messages.ts`).
 */
const dictionary: Dictionary<typeof en> = { en, es }

export function translatorFor(locale: Locale): Translate {
  return translatorOf(dictionary[locale])
}

const words: Record<Locale, SiteWords> = { en: enWords, es: esWords }

/** The studio's words in a language (`src/content/site/`). */
export function wordsFor(locale: Locale): SiteWords {
  return words[locale]
}
