import { site } from '../content/site'
import { withLocale, type Locale } from '../i18n/locales'
import { translatorFor } from '../i18n/dictionaries'

export type PageKind = 'home' | 'projects' | 'notFound'

const pagePaths: Record<Exclude<PageKind, 'notFound'>, string> = {
  home: '/',
  projects: '/projects',
}

const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_ES' }

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const absolute = (path: string) => `${site.origin}${path === '/' ? '/' : path}`

/** JSON-LD for the studio, so search engines know who runs the site. */
function organizationJsonLd(locale: Locale) {
  const t = translatorFor(locale)
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: absolute(withLocale('/', locale)),
    logo: `${site.origin}/icons/icon-512.png`,
    email: site.email,
    sameAs: [site.instagramUrl],
    description: t('meta.home.description'),
  }
  // `<` is escaped so the data can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** Everything that goes in `<head>` for one page in one language. */
export function headFor(page: PageKind, locale: Locale): string {
  const t = translatorFor(locale)
  const title = t(`meta.${page}.title`)
  const description =
    page === 'notFound' ? t('notFound.description') : t(`meta.${page}.description`)
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ]
  if (page === 'notFound') {
    tags.push('<meta name="robots" content="noindex" />')
  } else {
    const path = pagePaths[page]
    const url = absolute(withLocale(path, locale))
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      `<link rel="alternate" hreflang="en" href="${absolute(withLocale(path, 'en'))}" />`,
      `<link rel="alternate" hreflang="es" href="${absolute(withLocale(path, 'es'))}" />`,
      `<link rel="alternate" hreflang="x-default" href="${absolute(withLocale(path, 'en'))}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(site.brandName)}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${url}" />`,
      `<meta property="og:locale" content="${ogLocale[locale]}" />`,
      `<meta property="og:locale:alternate" content="${ogLocale[locale === 'en' ? 'es' : 'en']}" />`,
      `<meta property="og:image" content="${site.origin}/og-image.png" />`,
      `<meta property="og:image:width" content="1200" />`,
      `<meta property="og:image:height" content="630" />`,
      `<meta property="og:image:alt" content="${escapeHtml(t('meta.ogImageAlt'))}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
      `<meta name="twitter:image" content="${site.origin}/og-image.png" />`,
      `<script type="application/ld+json">${organizationJsonLd(locale)}</script>`,
    )
  }
  return tags.join('\n    ')
}

/** Every public page in both languages, for the sitemap. */
export function sitemapXml(): string {
  const urls = Object.values(pagePaths).map((path) => {
    const alternates = (['en', 'es'] as const)
      .map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${absolute(withLocale(path, locale))}" />`,
      )
      .join('\n')
    return (['en', 'es'] as const)
      .map(
        (locale) =>
          `  <url>\n    <loc>${absolute(withLocale(path, locale))}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(path)}" />\n  </url>`,
      )
      .join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`
}
