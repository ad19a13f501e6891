import { projectSlugs, type ProjectSlug } from '../../content/projects'

/** What the projects page keeps in its URL: `?project=<slug>` names the open project. */
export type ProjectsSearch = { project?: ProjectSlug }

const isProjectSlug = (value: unknown): value is ProjectSlug =>
  typeof value === 'string' && (projectSlugs as readonly string[]).includes(value)

/**
 * Parses the projects page's search params, once, for the router. Anything but a published slug
 * (an unknown slug, an empty or repeated value, a number, broken encoding) falls back to
 * "no project", so a bad link shows the page without the modal instead of an error; the key
 * stays present so the router rewrites the address without the bad value. Other params pass.
 */
export function validateProjectsSearch(search: Record<string, unknown>): ProjectsSearch {
  return { project: isProjectSlug(search.project) ? search.project : undefined }
}
