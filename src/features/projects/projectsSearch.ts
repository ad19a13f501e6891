import * as v from 'valibot'
import type { PageSearchKey } from '../../../shared/pages'
import { SLUG, SLUG_MAX_LENGTH } from '../../../shared/slug'

/**
 * A key the address may carry: slug-shaped, or else nothing instead of an error (the key stays
 * present, so the router rewrites the address without the bad value).
 */
const key = v.fallback(
  v.optional(v.pipe(v.string(), v.maxLength(SLUG_MAX_LENGTH), v.regex(SLUG))),
  undefined,
)

/**
 * The projects page's URL: the open project and the category shown (none: all). Whether either
 * exists is the route's loader's to say.
 */
const projectsSearch = v.object({
  project: key,
  category: key,
} satisfies Record<PageSearchKey, typeof key>)

export type ProjectsSearch = v.InferOutput<typeof projectsSearch>

/** Parses the projects page's search params, once, for the router (`validateSearch`). */
export function validateProjectsSearch(search: Record<string, unknown>): ProjectsSearch {
  return v.parse(projectsSearch, search)
}
