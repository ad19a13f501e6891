import type { Locale } from './locales'

/**
 * Every page's English path; other languages add their prefix (`localizedPath`). The app's page
 * table (src/pages.ts) gives each its title and description; the Worker answers the projects
 * page's shared links and the not-found page (`/404`, which the host also serves for any path it
 * has no file for) from the same paths.
 */
export const pagePaths = {
  home: '/',
  projects: '/projects',
  privacy: '/privacy',
  ai: '/ai',
  notFound: '/404',
} as const

/**
 * The search parameters that choose which prerendered page answers the projects page's address:
 * a shared project's link (`project`) and a filter's (`category`). The Worker reads them, and a
 * prerendered page's language switch keeps them (the rest of the search joins once the app runs).
 */
export const pageSearchKeys = ['project', 'category'] as const
export type PageSearchKey = (typeof pageSearchKeys)[number]

/**
 * Where the prerender writes a project's own page (`/projects?project=<slug>` with the project
 * open) among the static assets, and where the Worker finds it to answer a shared link. The
 * build writes one for each published project: the pages themselves are the Worker's list.
 */
export const projectPagePath = (slug: string, locale: Locale) => `/project-pages/${locale}/${slug}`

/**
 * Where the prerender writes the projects page filtered by a category (`/projects?category=<key>`),
 * for the Worker to answer a filter's link before (or without) the app's code.
 */
export const categoryPagePath = (key: string, locale: Locale) => `/category-pages/${locale}/${key}`

/**
 * The `Cache-Control` of the pages and the other unhashed files (the `_headers` rules, and the
 * Worker's not-found page): always ask the server whether there is a newer version.
 */
export const REVALIDATE = 'public, max-age=0, must-revalidate'
