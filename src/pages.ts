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
  // What the site counts and what it never keeps (worker/stats.ts, docs/stats.md).
  privacy: {
    path: pagePaths.privacy,
    title: 'meta.privacy.title',
    description: 'meta.privacy.description',
    indexable: true,
  },
  // How the studio uses generative AI (src/content/ai/, issue 49).
  ai: {
    path: pagePaths.ai,
    title: 'meta.ai.title',
    description: 'meta.ai.description',
    indexable: true,
  },
  // Served by the host for any path it has no file for (`/404` itself is one of those).
  notFound: {
    path: pagePaths.notFound,
    title: 'meta.notFound.title',
    description: 'notFound.description',
    indexable: false,
  },
} as const satisfies Record<string, Page>

export type PageName = keyof typeof pages
