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
 * The projects page's path in each language: where a shared project link lands, and where the
 * Worker runs first (wrangler.jsonc `run_worker_first`, which spells them out; a Worker test
 * fails when the two differ).
 */
const projectsPaths = new Map<string, Locale>(
  locales.map((locale) => [localizedPath(pages.projects.path, locale), locale]),
)

/**
 * The prerendered page that would answer `url`, if it is a project's own link: the projects page
 * (in a language) with exactly one `project` shaped like a slug. Whether that project is
 * published is for the static assets to say: the build wrote its page, or it did not.
 */
export function projectPageFor(url: URL): string | undefined {
  const locale = projectsPaths.get(url.pathname)
  if (!locale) return undefined
  const values = url.searchParams.getAll('project')
  const slug = values.length === 1 ? values[0] : undefined
  return isSlug(slug) ? projectPagePath(slug, locale) : undefined
}
