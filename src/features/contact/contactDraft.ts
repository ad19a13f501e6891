import * as v from 'valibot'
import { contactFields, type ContactValues } from '../../../shared/contactMessage'

/**
 * What the visitor has typed, kept for this tab (`sessionStorage`) so a reload does not lose it,
 * with the message's idempotency key once it has been sent at least once: every later try,
 * after a reload too, is the same message to the API, never a second one. Cleared once sent.
 *
 * This is on the page from the start: every keystroke is kept, and the draft comes back after a
 * reload, without waiting for any code that may not come (a deploy, a dropped file).
 */
export type ContactDraft = {
  values: Partial<ContactValues>
  idempotencyKey?: string | undefined
  /** Set while a send waits for its code: a page loaded in its place asks for one more press. */
  resend?: boolean | undefined
}

/** Where the draft is kept in the tab's storage. */
export const CONTACT_DRAFT_STORAGE_KEY = 'unreal-studio:contact-draft'

/** The stored draft, read as far as it makes sense: a damaged value is an empty field. */
const typed = v.fallback(v.string(), '')
const storedDraft = v.object({
  values: v.fallback(
    v.object(Object.fromEntries(contactFields.map((field) => [field, typed]))),
    {},
  ),
  idempotencyKey: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
  resend: v.fallback(v.optional(v.boolean()), undefined),
})

/** The tab's storage, or `undefined` where there is none (prerendering, storage blocked). */
function draftStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // a browser that refuses storage throws on access
  }
}

export function writeDraft(draft: ContactDraft, storage = draftStorage()) {
  try {
    storage?.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Full or refused storage: the form still works, the draft just does not survive a reload.
  }
}

export function readDraft(storage = draftStorage()): ContactDraft | undefined {
  try {
    const draft = v.safeParse(
      storedDraft,
      JSON.parse(storage?.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? 'null'),
    )
    return draft.success ? (draft.output as ContactDraft) : undefined
  } catch {
    return undefined
  }
}

export function clearDraft(storage = draftStorage()) {
  try {
    storage?.removeItem(CONTACT_DRAFT_STORAGE_KEY)
  } catch {
    // Refused storage: nothing was kept.
  }
}

/** A key for a new message: a random UUID, which the API's key pattern accepts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // `randomUUID` exists only in secure contexts (a plain-http address on a local network is not).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
