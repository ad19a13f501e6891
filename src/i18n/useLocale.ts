import { useParams } from '@tanstack/react-router'
import { defaultLocale, type Locale } from '../../shared/locales'
import type { SiteWords } from '../content/siteSchema'
import { siteWords, translatorForLoaded } from './messages'
import type { Translate } from './translate'

/** The language of the page: the `{-$locale}` route param (see `locales.ts`). */
export function useLocale(): Locale {
  return useParams({ strict: false, select: (params) => params.locale ?? defaultLocale })
}

/** `t('hero.title')` in the page's language (the locale route loads its messages first). */
export function useT(): Translate {
  return translatorForLoaded(useLocale())
}

/** The studio's words in the page's language, loaded with its messages by the locale route. */
export function useWords(): SiteWords {
  return siteWords[useLocale()] as SiteWords
}
