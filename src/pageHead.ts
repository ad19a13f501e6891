import { site } from './content/site'
import { defaultLocale, locales, localizedPath, type Locale } from './i18n/locales'
import { translatorForLoaded } from './i18n/messages'
import { pages, type Page, type PageName } from './pages'

const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_ES' }

export const absoluteUrl = (path: string) => `${site.origin}${path}`

/**
 * A page's `<head>` in a language, for its route's `head()` (TanStack Router renders it with
 * `<HeadContent />`): title and description; for an indexable page also the canonical URL, its
 * other languages, and the Open Graph and Twitter cards; `noindex` for the not-found page.
 * The route has loaded the language's messages before `head()` runs.
 */
export function pageHead(name: PageName, locale: Locale = defaultLocale) {
  const page: Page = pages[name]
  const t = translatorForLoaded(locale)
  const title = t(page.title)
  const description = t(page.description)
  if (!page.indexable) {
    return {
      meta: [
        { title },
        { name: 'description', content: description },
        { name: 'robots', content: 'noindex' },
      ],
    }
  }
  const url = absoluteUrl(localizedPath(page.path, locale))
  const image = absoluteUrl('/og-image.png')
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.brandName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: ogLocale[locale] },
      ...locales
        .filter((other) => other !== locale)
        .map((other) => ({ property: 'og:locale:alternate', content: ogLocale[other] })),
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: t('meta.ogImageAlt') },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...locales.map((other) => ({
        rel: 'alternate',
        hrefLang: other,
        href: absoluteUrl(localizedPath(page.path, other)),
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(page.path) },
    ],
  }
}
