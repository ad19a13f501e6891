import { isSlug } from '../src/content/slug'
import { locales, localizedPath, type Locale } from '../src/i18n/locales'
import { pages } from '../src/pages'

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
 * The projects page's path in each language: where a shared project link lands, and where the
 * Worker runs first (wrangler.jsonc `run_worker_first`, which spells them out; a Worker test
 * fails when the two differ).
 */
const projectsPaths = new Map<string, Locale>(
  locales.map((locale) => [localizedPath(pages.projects.path, locale), locale]),
)

/**
 * The prerendered page that would answer `url`, if it is a project's own link: the projects page
 * (in a language) with exactly one `project` shaped like a slug; or else a filter's link (below).
 * Whether that project is published (or the category has projects) is for the static assets to
 * say: the build wrote its page, or it did not.
 */
export function projectPageFor(url: URL): string | undefined {
  const locale = projectsPaths.get(url.pathname)
  if (!locale) return undefined
  const slug = onlyValue(url, 'project')
  if (isSlug(slug)) return projectPagePath(slug, locale)
  // A filter's link, `?category=<key>` (a category's key has a slug's shape) and no project: the
  // page of that category, if the build wrote one (the category has projects).
  const category = url.searchParams.has('project') ? undefined : onlyValue(url, 'category')
  return isSlug(category) ? categoryPagePath(category, locale) : undefined
}

const onlyValue = (url: URL, key: string) => {
  const values = url.searchParams.getAll(key)
  return values.length === 1 ? values[0] : undefined
}
