import type { Locale } from './locales'

/** Every page's English path; other languages add their prefix (`localizedPath`). */
export const pagePaths = {
  home: '/',
  projects: '/projects',
  privacy: '/privacy',
  ai: '/ai',
  notFound: '/404',
} as const

/** The search parameters that choose which prerendered page answers the projects address. */
export const pageSearchKeys = ['project', 'category'] as const
export type PageSearchKey = (typeof pageSearchKeys)[number]

/** Where the prerender writes a project's own page, for the Worker to answer a shared link. */
export const projectPagePath = (slug: string, locale: Locale) => `/project-pages/${locale}/${slug}`

/** Where the prerender writes the projects page filtered by a category, for a filter's link. */
export const categoryPagePath = (key: string, locale: Locale) => `/category-pages/${locale}/${key}`

/** The `Cache-Control` of the pages and other unhashed files: always ask for a newer version. */
export const REVALIDATE = 'public, max-age=0, must-revalidate'
