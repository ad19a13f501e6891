/** The languages the site speaks. English is the default and lives at the bare paths. */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/**
 * The language of a URL's optional first segment (`{-$locale}`): none is English, `es` Spanish;
 * anything else is `false`, which tells the router the segment is another route's (`params.parse`).
 */
export function parseLocaleParam(segment: string | undefined): Locale | false {
  if (segment === undefined) return defaultLocale
  const locale = locales.find((candidate) => candidate === segment)
  return locale && locale !== defaultLocale ? locale : false
}

/** The `{-$locale}` segment for a language: none for English (bare paths), `es` for Spanish. */
export function localeParam(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locale
}

/** A page's path in a language, outside the router: `/projects` → `/es/projects`, `/` → `/es`. */
export function localizedPath(path: string, locale: Locale): string {
  const segment = localeParam(locale)
  if (segment === undefined) return path
  return path === '/' ? `/${segment}` : `/${segment}${path}`
}

/** The other language, for the switch (the site speaks two). */
export const otherLocale = (locale: Locale): Locale =>
  locales.find((other) => other !== locale) ?? locale
