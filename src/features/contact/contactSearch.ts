import * as v from 'valibot'

/** The longest project name the address may carry into the message. */
const ABOUT_MAX_LENGTH = 120

/**
 * What the home page keeps in its URL for the contact form: `?about=<a project's name>`, which a
 * project's call to write sets, so the message starts by naming it. One line of text or nothing:
 * anything else (empty, too long, several lines, not text) falls back to nothing.
 */
const contactSearch = v.object({
  about: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(),
        v.maxLength(ABOUT_MAX_LENGTH),
        v.regex(/^[^\p{Cc}]*$/u),
      ),
    ),
    undefined,
  ),
})

export type ContactSearch = v.InferOutput<typeof contactSearch>

/** Parses the home page's search params, once, for the router (`validateSearch`). */
export function validateContactSearch(search: Record<string, unknown>): ContactSearch {
  return v.parse(contactSearch, search)
}
