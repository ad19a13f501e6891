import type { Locale } from '../../shared/locales'

/**
 * A dictionary: English defines the keys and `{name}` placeholders, Spanish must have each key.
 * The main one (`en.ts`, `es.ts`) loads before a page renders (`messages.ts`); those apart load
 * with the only code that reads them (`privacy.ts`, `projectWindow.ts`, `errorPageMessages.ts`).
 */
export type Dictionary<English extends Record<string, string>> = { readonly en: English } & Record<
  Exclude<Locale, 'en'>,
  Record<keyof English, string>
>
