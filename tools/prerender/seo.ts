import { largestImage } from '../../shared/media'
import { EDITOR_PATH } from '../editor/editorSite'
import type { Project, ProjectPicture } from '../../src/content/project'
import { plainText } from '../../src/content/richText'
import { SCHEMA_AI_SOURCE_TYPE } from '../../shared/aiSource'
import { site } from '../../shared/site'
import { defaultLocale, locales, localizedPath, type Locale } from '../../shared/locales'
import { wordsFor } from '../../src/i18n/dictionaries'
import { absoluteUrl, projectPath } from '../../src/pageHead'
import { pages } from '../../src/pages'

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
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: absoluteUrl(localizedPath('/', locale)),
    logo: absoluteUrl('/icons/icon-512.png'),
    email: site.email,
    sameAs: [site.instagramUrl],
    description: wordsFor(locale).pages.home.description,
  }
  return jsonLdTag(data)
}

/** A picture (the cover or a still) as search engines read it: where, what, and how it was made. */
const imageObject = (picture: ProjectPicture, locale: Locale) => ({
  '@type': 'ImageObject',
  contentUrl: absoluteUrl(largestImage(picture.src)),
  caption: picture.alt[locale],
  digitalSourceType: SCHEMA_AI_SOURCE_TYPE,
})

/**
 * JSON-LD for a project's own page: a `VideoObject` for a film, a `CreativeWork` for an image,
 * made by the studio, with its pictures (the cover, then the gallery) marked as made with
 * generative AI. Written into that page's head by the prerender, like the studio's.
 */
export function projectJsonLdTag(project: Project, locale: Locale): string {
  const common = {
    '@context': 'https://schema.org',
    name: project.title[locale],
    description: plainText(project.fullDescription[locale]),
    url: absoluteUrl(projectPath(project.slug, locale)),
    inLanguage: locale,
    genre: project.category[locale],
    creator: { '@type': 'Organization', name: site.brandName, url: absoluteUrl('/') },
    ...(project.client ? { sponsor: { '@type': 'Organization', name: project.client } } : {}),
    ...(project.year ? { dateCreated: String(project.year) } : {}),
    // Who did what, as the overview lists them (schema.org's Role around a Person).
    ...(project.credits.length
      ? {
          contributor: project.credits.map(({ role, name }) => ({
            '@type': 'Role',
            roleName: role[locale],
            contributor: { '@type': 'Person', name },
          })),
        }
      : {}),
    // The cover, then the gallery's stills in the studio's order.
    image: [project.image, ...project.gallery].map((picture) => imageObject(picture, locale)),
    // What the AI started from (a packshot, a plan): the work is based on it, and it is not
    // AI-made, so it carries no digital source type (its files carry none either).
    ...(project.original
      ? {
          isBasedOn: {
            '@type': 'ImageObject',
            contentUrl: absoluteUrl(largestImage(project.original.src)),
            caption: project.original.alt[locale],
          },
        }
      : {}),
    // The client's quote is left out: as a `Review` on the studio's own site it would be
    // self-serving, which Google shows no review snippet for (Search Central, 2019-09-16,
    // "Making Review Rich Results more helpful"), and a quote has no rating; the page shows it.
  }
  const cover = absoluteUrl(largestImage(project.image.src))
  const data =
    project.type === 'video'
      ? { ...common, '@type': 'VideoObject', thumbnailUrl: cover, embedUrl: project.embedSrc }
      : { ...common, '@type': 'CreativeWork' }
  return jsonLdTag(data)
}

function jsonLdTag(data: object): string {
  // `<` is escaped so the data can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/ld+json">${json}</script>`
}

/** A `<url>` per language, each listing every language's address as an alternate. */
function sitemapUrls(pathIn: (locale: Locale) => string): string {
  const alternates = locales
    .map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${xml(absoluteUrl(pathIn(locale)))}" />`,
    )
    .join('\n')
  return locales
    .map(
      (locale) =>
        `  <url>\n    <loc>${xml(absoluteUrl(pathIn(locale)))}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(absoluteUrl(pathIn(defaultLocale)))}" />\n  </url>`,
    )
    .join('\n')
}

const xml = (text: string) => text.replace(/&/g, '&amp;')

/** Every indexable page and every project's own link, in every language, with alternates. */
export function sitemapXml(projects: readonly Project[]): string {
  const urls = [
    ...indexablePaths.map((path) => sitemapUrls((locale) => localizedPath(path, locale))),
    ...projects.map(({ slug }) => sitemapUrls((locale) => projectPath(slug, locale))),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(): string {
  // The browser editor (tools/editor/) is no page of the site.
  return `User-agent: *\nAllow: /\nDisallow: ${EDITOR_PATH}\n\nSitemap: ${site.origin}/sitemap.xml\n`
}
