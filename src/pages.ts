import { pagePaths } from '../shared/pages'

/**
 * A page: an indexable one is listed in the sitemap and described for search engines and social
 * cards; the other (the not-found page) says `noindex`. Its title and description are the
 * studio's words (`src/content/site/pages.<locale>.json`, by the page's name).
 */
export type Page = {
  /** The English path; other languages add their prefix (`localizedPath`). */
  path: string
  indexable: boolean
}

/**
 * Every page of the site, once: each route's `head()` reads its entry (`pageHead.ts`), the
 * prerender writes each one in every language, and the sitemap lists the indexable ones.
 */
export const pages = {
  home: {
    path: pagePaths.home,
    indexable: true,
  },
  projects: {
    path: pagePaths.projects,
    indexable: true,
  },
  // What the site counts and what it never keeps (worker/stats.ts, docs/stats.md).
  privacy: {
    path: pagePaths.privacy,
    indexable: true,
  },
  // How the studio uses generative AI (src/content/ai/, issue 49).
  ai: {
    path: pagePaths.ai,
    indexable: true,
  },
  // Served by the host for any path it has no file for (`/404` itself is one of those).
  notFound: {
    path: pagePaths.notFound,
    indexable: false,
  },
} as const satisfies Record<string, Page>

export type PageName = keyof typeof pages
