import * as v from 'valibot'
import { SLUG, SLUG_MAX_LENGTH } from '../../../shared/slug'

/**
 * What the projects page keeps in its URL: `?project=<slug>` names the open project. Anything
 * that cannot be a slug (an empty or repeated value, a number, markup, broken encoding) falls
 * back to "no project", so a bad link shows the page without the modal instead of an error; the
 * key stays present so the router rewrites the address without the bad value. Whether a slug is
 * published is the route's loader's to say (it holds the catalogue, off the first load of other
 * pages).
 */
const projectsSearch = v.object({
  project: v.fallback(
    v.optional(v.pipe(v.string(), v.maxLength(SLUG_MAX_LENGTH), v.regex(SLUG))),
    undefined,
  ),
})

export type ProjectsSearch = v.InferOutput<typeof projectsSearch>

/** Parses the projects page's search params, once, for the router (`validateSearch`). */
export function validateProjectsSearch(search: Record<string, unknown>): ProjectsSearch {
  return v.parse(projectsSearch, search)
}
