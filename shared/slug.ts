/**
 * A slug: lowercase letters and digits, words joined by dashes, `_` or `~` (Sveltia CMS's `ascii`
 * slugs keep `_` and `~` from a title: `Salt_and Glass` is `salt_and-glass`), a letter or digit at
 * each end (so no `__proto__`). Each is safe in a path and a query as it is.
 */
export const SLUG = /^[a-z0-9]+(?:[-_~]+[a-z0-9]+)*$/

/** The longest slug: a folder's name, and what a shared link's `?project=` may be. */
export const SLUG_MAX_LENGTH = 100

/**
 * Whether a value can be a published slug: the shape of a project folder's name
 * (`projectFiles.ts`) and of the Worker's shared links; the router's `?project=` checks the same
 * pattern in its schema (`projectsSearch.ts`).
 */
export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value)
