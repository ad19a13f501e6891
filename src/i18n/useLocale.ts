import { useRouterState } from '@tanstack/react-router'
import { localeFromHref, type Locale } from './locales'
import { translatorForLoaded } from './messages'
import type { Translate } from './translate'

/** The language of the page, read from the public URL (`/es/...` is Spanish). */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeFromHref(state.location.publicHref) })
}

/** `t('hero.title')` in the page's language (the root route loads its messages first). */
export function useT(): Translate {
  return translatorForLoaded(useLocale())
}
