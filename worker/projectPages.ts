import { isSlug } from '../shared/slug'
import { locales, localizedPath, type Locale } from '../shared/locales'
import { categoryPagePath, pagePaths, projectPagePath, type PageSearchKey } from '../shared/pages'

// Part of the hand-over (src/handover/start.tsx): it stays because only the server can choose
// which prerendered HTML a link's first paint shows; the app then compares and hydrates it.

/**
 * The projects page's path in each language: where a shared project link lands, and where the
 * Worker runs first (wrangler.jsonc `run_worker_first`, which spells them out; a Worker test
 * fails when the two differ).
 */
const projectsPaths = new Map<string, Locale>(
  locales.map((locale) => [localizedPath(pagePaths.projects, locale), locale]),
)

/** A prerendered page that answers a projects address: a shared project's, or a filter's. */
export type ProjectsPage = { path: string } & (
  { project: string; category?: never } | { category: string; project?: never }
)

/**
 * The prerendered page that would answer `url`, if it is a project's own link: the projects page
 * (in a language) with exactly one `project` shaped like a slug; or else a filter's link (below).
 * Whether that project is published (or the category has projects) is for the static assets to
 * say: the build wrote its page, or it did not. It names the project or the category it shows,
 * which the statistics count apart (worker/stats.ts).
 */
export function projectPageFor(url: URL): ProjectsPage | undefined {
  const locale = projectsPaths.get(url.pathname)
  if (!locale) return undefined
  const slug = onlyValue(url, 'project')
  if (isSlug(slug)) return { path: projectPagePath(slug, locale), project: slug }
  // A filter's link, `?category=<key>` (a category's key has a slug's shape) and no project: the
  // page of that category, if the build wrote one (the category has projects).
  const category = url.searchParams.has('project') ? undefined : onlyValue(url, 'category')
  return isSlug(category) ? { path: categoryPagePath(category, locale), category } : undefined
}

const onlyValue = (url: URL, key: PageSearchKey) => {
  const values = url.searchParams.getAll(key)
  return values.length === 1 ? values[0] : undefined
}
