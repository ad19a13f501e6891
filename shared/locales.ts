/** The languages the site speaks. English is the default and lives at the bare paths. */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/**
 * The language of a URL, from its optional first segment (the router's `{-$locale}` param):
 * none is English, `es` is Spanish. Anything else there (`fr`, `en`, `projects`) is not a
 * language: `false` tells the router this segment belongs to another route (a page or the
 * not-found page), as TanStack Router's `params.parse` documents.
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

/**
 * A page's path in a language, for what is written outside the router (head tags, sitemap,
 * the prerendered files): `/projects` → `/es/projects`, `/` → `/es`.
 */
export function localizedPath(path: string, locale: Locale): string {
  const segment = localeParam(locale)
  if (segment === undefined) return path
  return path === '/' ? `/${segment}` : `/${segment}${path}`
}

/** The other language, for the switch (the site speaks two). */
export function otherLocale(locale: Locale): Locale {
  return locale === defaultLocale
    ? (locales.find((l) => l !== defaultLocale) ?? locale)
    : defaultLocale
}
