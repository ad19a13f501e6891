import { loopPath, shareCardPath } from '../shared/media'
import type { Project } from './content/project'
import { site } from '../shared/site'
import { defaultLocale, locales, localizedPath, type Locale } from '../shared/locales'
import { siteWords, translatorForLoaded } from './i18n/messages'
import type { SiteWords } from './content/siteSchema'
import type { Translate } from './i18n/translate'
import { pages, type Page, type PageName } from './pages'

const ogLocale: Record<Locale, string> = { en: 'en_US', es: 'es_ES' }

export const absoluteUrl = (path: string) => `${site.origin}${path}`

/** A project's own address in a language: the projects page with that project open. */
export const projectPath = (slug: string, locale: Locale) =>
  `${localizedPath(pages.projects.path, locale)}?project=${slug}`

/**
 * A page's `<head>` in a language, for its route's `head()`: title and description; for an
 * indexable page also the canonical URL, its other languages and the social cards.
 */
export function pageHead(name: PageName, locale: Locale = defaultLocale) {
  const page: Page = pages[name]
  const t = translatorForLoaded(locale)
  const { title, description } = (siteWords[locale] as SiteWords).pages[name]
  if (!page.indexable) {
    return {
      meta: [
        { title },
        { name: 'description', content: description },
        { name: 'robots', content: 'noindex' },
      ],
    }
  }
  return socialHead(locale, {
    title,
    description,
    pathIn: (other) => localizedPath(page.path, other),
    image: '/og-image.png',
    imageAlt: t('meta.shareImage.alt'),
  })
}

/** A project's own page's title: its head's, and what the prerender checks the page holds. */
export const projectTitle = (t: Translate, project: Project, locale: Locale) =>
  t('meta.project.title', { title: project.title[locale] })

/** A shared project link's head: the project's own title, description, address and image. */
export function projectHead(project: Project, locale: Locale = defaultLocale) {
  const title = projectTitle(translatorForLoaded(locale), project, locale)
  return socialHead(locale, {
    title,
    description: project.description[locale],
    pathIn: (other) => projectPath(project.slug, other),
    image: shareCardPath(project.slug, locale),
    imageAlt: project.image.alt[locale],
    ...(project.loop && {
      video: { path: loopPath(project.slug, 'mp4'), ...project.loop },
    }),
  })
}

type SocialHead = {
  title: string
  description: string
  /** The page's path in each language. */
  pathIn: (locale: Locale) => string
  /** The share image's path. */
  image: string
  imageAlt: string
  /** A project's loop (H.264 in MP4, which the chat apps that play one all play). */
  video?: { path: string; width: number; height: number }
}

function socialHead(
  locale: Locale,
  { title, description, pathIn, image: imagePath, imageAlt, video }: SocialHead,
) {
  const url = absoluteUrl(pathIn(locale))
  const image = absoluteUrl(imagePath)
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
      { property: 'og:image:alt', content: imageAlt },
      ...(video
        ? [
            { property: 'og:video', content: absoluteUrl(video.path) },
            { property: 'og:video:secure_url', content: absoluteUrl(video.path) },
            { property: 'og:video:type', content: 'video/mp4' },
            { property: 'og:video:width', content: String(video.width) },
            { property: 'og:video:height', content: String(video.height) },
          ]
        : []),
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
        href: absoluteUrl(pathIn(other)),
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(pathIn(defaultLocale)) },
    ],
  }
}
