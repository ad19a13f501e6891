import { later } from '../lib/loadLater'
import type { SiteWords } from '../content/siteSchema'
import type { Messages } from './en'
import { errorPageMessages } from './errorPageMessages'
import type { Locale } from '../../shared/locales'
import { translatorOf, type Translate } from './translate'

/** The main dictionary and the studio's words, one file per language: a page loads its own. */
const load: Record<Locale, () => Promise<readonly [Messages, SiteWords]>> = {
  en: later(() => import('./en').then((module) => [module.en, module.words] as const), 'reload'),
  es: later(() => import('./es').then((module) => [module.es, module.words] as const), 'reload'),
}

const translators: Partial<Record<Locale, Translate>> = {}
/** The studio's words in each loaded language (`useWords`, for a page that rendered). */
export const siteWords: Partial<Record<Locale, SiteWords>> = {}
const loading: Partial<Record<Locale, Promise<void>>> = {}

/** Fetches a language's messages once; nothing when here, so the root route does not wait. */
export function loadMessages(locale: Locale): Promise<void> | undefined {
  if (translators[locale]) return undefined
  loading[locale] ??= load[locale]().then(
    ([messages, words]) => {
      translators[locale] = translatorOf(messages)
      siteWords[locale] = words
    },
    (error: unknown) => {
      delete loading[locale] // a later attempt (e.g. "Try again") fetches it afresh
      throw error
    },
  )
  return loading[locale]
}

/** Until a language's messages arrive, only the error page's words (every other key shows as itself). */
const untilLoaded: Record<Locale, Translate> = {
  en: translatorOf(errorPageMessages.en),
  es: translatorOf(errorPageMessages.es),
}

/** `t` for a language: its messages once loaded, the error page's words before. */
export function translatorForLoaded(locale: Locale): Translate {
  return translators[locale] ?? untilLoaded[locale]
}

/** Whether a language's messages are here (they are for every page that rendered without error). */
export function hasMessages(locale: Locale): boolean {
  return translators[locale] !== undefined
}
