import { pagePaths } from '../shared/pages'

/**
 * A page: an indexable one is in the sitemap and has social cards; the other says `noindex`. Its
 * title and description are the studio's words (`src/content/site/pages.<locale>.json`).
 */
export type Page = {
  /** The English path; other languages add their prefix (`localizedPath`). */
  path: string
  indexable: boolean
}

/** Every page of the site, once: for its route's `head()`, the prerender and the sitemap. */
export const pages = {
  home: { path: pagePaths.home, indexable: true },
  projects: { path: pagePaths.projects, indexable: true },
  privacy: { path: pagePaths.privacy, indexable: true },
  ai: { path: pagePaths.ai, indexable: true },
  // Served by the host for any path it has no file for (`/404` itself is one of those).
  notFound: { path: pagePaths.notFound, indexable: false },
} as const satisfies Record<string, Page>

export type PageName = keyof typeof pages
