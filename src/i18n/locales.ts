/** The languages the site speaks. English is the default and lives at the bare paths. */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** Every non-default locale lives under its own path prefix, e.g. `/es/projects`. */
const prefixOf = (locale: Locale) => `/${locale}`

function pathOnly(href: string): string {
  const end = href.search(/[?#]/)
  return end === -1 ? href : href.slice(0, end)
}

export function localeFromPathname(pathname: string): Locale {
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    const prefix = prefixOf(locale)
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return locale
  }
  return defaultLocale
}

export function localeFromHref(href: string): Locale {
  return localeFromPathname(pathOnly(href))
}

/** `/es/projects` → `/projects`, `/es` → `/`; English paths pass through. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPathname(pathname)
  if (locale === defaultLocale) return pathname
  const rest = pathname.slice(prefixOf(locale).length)
  return rest === '' ? '/' : rest
}

/** `/projects` → `/es/projects`, `/` → `/es` for Spanish; English paths pass through. */
export function withLocale(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname)
  if (locale === defaultLocale) return bare
  return bare === '/' ? prefixOf(locale) : `${prefixOf(locale)}${bare}`
}

/** The same page (search and hash kept) in another language. */
export function hrefInLocale(href: string, locale: Locale): string {
  const path = pathOnly(href)
  return withLocale(path, locale) + href.slice(path.length)
}
