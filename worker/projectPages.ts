import { projectSlugs, type ProjectSlug } from '../src/content/projects'
import { locales, localeParam, type Locale } from '../src/i18n/locales'

/**
 * Where the prerender writes a project's own page (`/projects?project=<slug>` with the project
 * open) among the static assets, and where the Worker finds it to answer a shared link.
 */
export const projectPagePath = (slug: ProjectSlug, locale: Locale) =>
  `/project-pages/${locale}/${slug}`

const projectsPaths = new Map<string, Locale>(
  locales.map((locale) => {
    const segment = localeParam(locale)
    return [segment ? `/${segment}/projects` : '/projects', locale]
  }),
)

/**
 * The prerendered page that answers `url`, if it is a project's own link: the projects page (in
 * a language) with exactly one `project` naming a published project. Anything else: none.
 */
export function projectPageFor(url: URL): string | undefined {
  const locale = projectsPaths.get(url.pathname)
  if (!locale) return undefined
  const values = url.searchParams.getAll('project')
  const slug = projectSlugs.find((known) => values.length === 1 && values[0] === known)
  return slug && projectPagePath(slug, locale)
}
