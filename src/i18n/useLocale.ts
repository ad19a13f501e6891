import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { localeFromHref, type Locale } from './locales'
import { translatorFor, type Translate } from './translate'

/** The language of the page, read from the public URL (`/es/...` is Spanish). */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeFromHref(state.location.publicHref) })
}

/** `t('hero.title')` in the page's language. */
export function useT(): Translate {
  const locale = useLocale()
  return useMemo(() => translatorFor(locale), [locale])
}
