import * as v from 'valibot'
import type { PageSearchKey } from '../../../shared/pages'
import { SLUG, SLUG_MAX_LENGTH } from '../../../shared/slug'

/**
 * A key the address may carry: slug-shaped, or nothing. Anything else (an empty or repeated
 * value, a number, markup, broken encoding) falls back to nothing instead of an error; the key
 * stays present so the router rewrites the address without the bad value.
 */
const key = v.fallback(
  v.optional(v.pipe(v.string(), v.maxLength(SLUG_MAX_LENGTH), v.regex(SLUG))),
  undefined,
)

/**
 * What the projects page keeps in its URL: `?project=<slug>` names the open project,
 * `?category=<key>` the category its carousel and grid show (none: all). A bad link shows the
 * page without the modal, or with every project. Whether a slug is published, or a category has
 * projects, is the route's loader's to say (it holds the catalogue, off the first load of other
 * pages; a category's key has a slug's shape, `src/content/categories.ts`).
 */
const projectsSearch = v.object({
  project: key,
  category: key,
  // Both choose which prerendered page answers the address: the Worker reads them by these names.
} satisfies Record<PageSearchKey, typeof key>)

export type ProjectsSearch = v.InferOutput<typeof projectsSearch>

/** Parses the projects page's search params, once, for the router (`validateSearch`). */
export function validateProjectsSearch(search: Record<string, unknown>): ProjectsSearch {
  return v.parse(projectsSearch, search)
}
