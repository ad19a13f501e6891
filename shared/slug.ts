/**
 * A slug: lowercase letters and digits joined by `-`, `_` or `~` (Sveltia CMS's `ascii` slugs keep
 * `_` and `~`), a letter or digit at each end (so no `__proto__`): safe in a path and a query.
 */
export const SLUG = /^[a-z0-9]+(?:[-_~]+[a-z0-9]+)*$/

/** The longest slug: a folder's name, and what a shared link's `?project=` may be. */
export const SLUG_MAX_LENGTH = 100

/** Whether a value can be a published slug: a project folder's name, a shared link's value. */
export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value)
