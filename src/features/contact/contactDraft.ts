import * as v from 'valibot'
import type { ContactValues } from '../../../shared/contactMessage'

/**
 * What the visitor has typed, kept for this tab so a reload does not lose it, with the message's
 * idempotency key once sent (a later try is the same message). Cleared once sent.
 */
export type ContactDraft = {
  /** The fields as typed (a `FormData`'s entries). */
  values: Partial<ContactValues> | Record<string, unknown>
  idempotencyKey?: string | undefined
  /** Set while a send waits for its code: a page loaded in its place asks for one more press. */
  resend?: boolean | undefined
}

export const CONTACT_DRAFT_STORAGE_KEY = 'unreal-studio:contact-draft'

/** The stored draft, read as far as it makes sense: a damaged value is an empty field. */
const storedDraft = v.object({
  values: v.fallback(v.record(v.string(), v.fallback(v.string(), '')), {}),
  idempotencyKey: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
  resend: v.fallback(v.optional(v.boolean()), undefined),
})

/** `act` on the tab's storage; nothing where there is none or it refuses. */
function inTab<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return typeof window === 'undefined' ? undefined : act(window.sessionStorage)
  } catch {
    return undefined // no storage, a refusal, or an unreadable draft
  }
}

export const writeDraft = (draft: ContactDraft) =>
  inTab((storage) => storage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(draft)))

export const readDraft = () =>
  inTab((storage) => {
    const stored: unknown = JSON.parse(storage.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? 'null')
    const draft = v.safeParse(storedDraft, stored)
    return draft.success ? (draft.output as ContactDraft) : undefined
  })

export const clearDraft = () => inTab((storage) => storage.removeItem(CONTACT_DRAFT_STORAGE_KEY))

/** A key for a new message: a random UUID, which the API's key pattern accepts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // `randomUUID` exists only in secure contexts (a plain-http address on a local network is not).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
