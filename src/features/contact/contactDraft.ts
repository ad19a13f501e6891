import { CONTACT_DRAFT_STORAGE_KEY } from './contactMessage'
import { draftStorage } from './keepDraft'

/** Forgetting the draft, and a key for a new message: the half of `keepDraft.ts` that can wait. */

export function clearDraft(storage = draftStorage()) {
  try {
    storage?.removeItem(CONTACT_DRAFT_STORAGE_KEY)
  } catch {
    // As above.
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
