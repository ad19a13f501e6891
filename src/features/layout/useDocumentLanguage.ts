import { useEffect } from 'react'
import type { Locale } from '../../../shared/locales'

/** `<html lang>` follows the page's language, for screen readers, hyphenation and translation tools. */
export function useDocumentLanguage(locale: Locale) {
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
}
