import { site } from '../content/site'
import { translatorFor } from '../i18n/dictionaries'
import { locales, localizedPath, type Locale } from '../i18n/locales'
import { absoluteUrl } from '../pageHead'
import { pages } from '../pages'

/**
 * What search engines read beyond each page's own head tags (those come from the routes'
 * `head()`, see `src/pages.ts`): the sitemap, robots.txt and the studio's JSON-LD.
 */

const indexablePaths = Object.values(pages)
  .filter((page) => page.indexable)
  .map((page) => page.path)

/**
 * JSON-LD for the studio, so search engines know who runs the site. Written into the head of
 * every indexable page by the prerender: it describes the site, not the page, and is no
 * business of the app once it runs.
 */
export function organizationJsonLdTag(locale: Locale): string {
  const t = translatorFor(locale)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: absoluteUrl(localizedPath('/', locale)),
    logo: absoluteUrl('/icons/icon-512.png'),
    email: site.email,
    sameAs: [site.instagramUrl],
    description: t('meta.home.description'),
  }
  // `<` is escaped so the data can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}

/** Every indexable page in every language, each with its alternates. */
export function sitemapXml(): string {
  const urls = indexablePaths.map((path) => {
    const alternates = locales
      .map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${absoluteUrl(localizedPath(path, locale))}" />`,
      )
      .join('\n')
    return locales
      .map(
        (locale) =>
          `  <url>\n    <loc>${absoluteUrl(localizedPath(path, locale))}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(path)}" />\n  </url>`,
      )
      .join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`
}
