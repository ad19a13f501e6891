/**
 * A slug: lowercase letters, digits, `_` and `~`, words joined by single dashes. It is every folder
 * name the browser editor makes from a title (Sveltia CMS's `ascii` slugs keep `_` and `~`), and
 * each of them is safe in a path and a query as it is.
 */
export const SLUG = /^[a-z0-9_~]+(?:-[a-z0-9_~]+)*$/

/** The longest slug: a folder's name, and what a shared link's `?project=` may be. */
export const SLUG_MAX_LENGTH = 100

/**
 * Whether a value can be a published slug: the shape of a project folder's name
 * (`projectFiles.ts`) and of the Worker's shared links; the router's `?project=` checks the same
 * pattern in its schema (`projectsSearch.ts`).
 */
export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value)
