import { isSlug } from '../shared/slug'
import { locales, localizedPath, type Locale } from '../shared/locales'
import { categoryPagePath, pagePaths, projectPagePath, type PageSearchKey } from '../shared/pages'

/** The projects page's path in each language (also in wrangler.jsonc `run_worker_first`). */
const projectsPaths = new Map<string, Locale>(
  locales.map((locale) => [localizedPath(pagePaths.projects, locale), locale]),
)

/** A prerendered page that answers a projects address: a shared project's, or a filter's. */
export type ProjectsPage = { path: string } & (
  { project: string; category?: never } | { category: string; project?: never }
)

/**
 * The prerendered page that would answer a shared project's link (exactly one slug-shaped
 * `project`) or a filter's; whether the build wrote it is for the static assets to say.
 */
export function projectPageFor(url: URL): ProjectsPage | undefined {
  const locale = projectsPaths.get(url.pathname)
  if (!locale) return undefined
  const slug = onlyValue(url, 'project')
  if (isSlug(slug)) return { path: projectPagePath(slug, locale), project: slug }
  const category = url.searchParams.has('project') ? undefined : onlyValue(url, 'category')
  return isSlug(category) ? { path: categoryPagePath(category, locale), category } : undefined
}

const onlyValue = (url: URL, key: PageSearchKey) => {
  const values = url.searchParams.getAll(key)
  return values.length === 1 ? values[0] : undefined
}
