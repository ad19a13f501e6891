import * as v from 'valibot'
import type { ContactValues } from '../../../shared/contactMessage'

/**
 * What the visitor has typed, kept for this tab (`sessionStorage`) so a reload does not lose it,
 * with the key of the message once it has been sent at least once: a retry after a reload is then
 * still the same message to the API, never a second one. Cleared after a successful send.
 *
 * This is on the page from the start: every keystroke is kept, and the draft comes back after a
 * reload, without waiting for any code that may not come (a deploy, a dropped file).
 */
export type ContactDraft = {
  values: ContactValues
  idempotencyKey?: string
  /**
   * Set when a send was interrupted because its code could not load (`useContactForm`): the
   * page loaded next asks the visitor to press Send once more.
   */
  resend?: boolean
}

/** Where the draft is kept in the tab's storage. */
export const CONTACT_DRAFT_STORAGE_KEY = 'unreal-studio:contact-draft'

/** The stored draft, read as far as it makes sense: a damaged value is an empty field. */
const typed = v.fallback(v.string(), '')
const storedDraft = v.object({
  name: typed,
  email: typed,
  company: typed,
  message: typed,
  idempotencyKey: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
  resend: v.fallback(v.optional(v.literal(true)), undefined),
})

/** The tab's storage, or `undefined` where there is none (prerendering, storage blocked). */
function draftStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // a browser that refuses storage throws on access
  }
}

export function writeDraft(
  { values, idempotencyKey, resend }: ContactDraft,
  storage = draftStorage(),
) {
  try {
    storage?.setItem(
      CONTACT_DRAFT_STORAGE_KEY,
      JSON.stringify({ ...values, idempotencyKey, resend }),
    )
  } catch {
    // Full or refused storage: the form still works, the draft just does not survive a reload.
  }
}

export function readDraft(storage = draftStorage()): ContactDraft | undefined {
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? 'null')
  } catch {
    return undefined
  }
  const draft = v.safeParse(storedDraft, stored)
  if (!draft.success) return undefined
  const { idempotencyKey, resend, ...values } = draft.output
  return { values, idempotencyKey, resend }
}

export function clearDraft(storage = draftStorage()) {
  try {
    storage?.removeItem(CONTACT_DRAFT_STORAGE_KEY)
  } catch {
    // Refused storage: nothing was kept.
  }
}
