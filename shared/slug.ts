/** A slug as the studio writes them: lowercase letters and digits, words joined by dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The longest slug: a folder's name, and what a shared link's `?project=` may be. */
export const SLUG_MAX_LENGTH = 100

/**
 * Whether a value can be a published slug: the shape of a project folder's name
 * (`projectFiles.ts`) and of the Worker's shared links; the router's `?project=` checks the same
 * pattern in its schema (`projectsSearch.ts`).
 */
export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value)
