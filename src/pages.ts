import { pagePaths } from '../shared/pages'
import type { PlainMessageKey } from './i18n/translate'

/**
 * A page: an indexable one is listed in the sitemap and described for search engines and social
 * cards; the other (the not-found page) says `noindex`. Its title and description are messages.
 */
export type Page = {
  /** The English path; other languages add their prefix (`localizedPath`). */
  path: string
  title: PlainMessageKey
  description: PlainMessageKey
  indexable: boolean
}

/**
 * Every page of the site, once: each route's `head()` reads its entry (`pageHead.ts`), the
 * prerender writes each one in every language, and the sitemap lists the indexable ones.
 */
export const pages = {
  home: {
    path: pagePaths.home,
    title: 'meta.home.title',
    description: 'meta.home.description',
    indexable: true,
  },
  projects: {
    path: pagePaths.projects,
    title: 'meta.projects.title',
    description: 'meta.projects.description',
    indexable: true,
  },
  notFound: {
    path: pagePaths.notFound,
    title: 'meta.notFound.title',
    description: 'notFound.description',
    indexable: false,
  },
} as const satisfies Record<string, Page>

export type PageName = keyof typeof pages
