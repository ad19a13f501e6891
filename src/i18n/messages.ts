import { later } from '../lib/loadLater'
import type { Messages } from './en'
import { errorPageMessages } from './errorPageMessages'
import type { Locale } from '../../shared/locales'
import { translatorOf, type Translate } from './translate'

/**
 * The app's dictionaries, one file per language: a page loads only its own language, and the
 * other arrives when the visitor reaches for the language switch.
 */
const load: Record<Locale, () => Promise<Messages>> = {
  en: later(() => import('./en').then((module) => module.en), 'reload'),
  es: later(() => import('./es').then((module) => module.es), 'reload'),
}

const translators: Partial<Record<Locale, Translate>> = {}
const loading: Partial<Record<Locale, Promise<void>>> = {}

/**
 * Fetches a language's messages once. Returns nothing when they are already here, so the root
 * route (which calls it before every page) does not wait for a resolved promise.
 */
export function loadMessages(locale: Locale): Promise<void> | undefined {
  if (translators[locale]) return undefined
  loading[locale] ??= load[locale]().then(
    (messages) => {
      translators[locale] = translatorOf(messages)
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
