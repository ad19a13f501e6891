import {
  CONTACT_DRAFT_STORAGE_KEY,
  contactFields,
  emptyContactValues,
  type ContactValues,
} from './contactMessage'

/**
 * What the visitor has typed, kept for this tab (`sessionStorage`) so a reload does not lose it,
 * with the key of the message once it has been sent at least once: a retry after a reload is then
 * still the same message to the API, never a second one. Cleared after a successful send.
 */
export type ContactDraft = { values: ContactValues; idempotencyKey?: string }

/** The tab's storage, or `undefined` where there is none (prerendering, storage blocked). */
function draftStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // a browser that refuses storage throws on access
  }
}

export function readDraft(storage = draftStorage()): ContactDraft | undefined {
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(CONTACT_DRAFT_STORAGE_KEY) ?? 'null')
  } catch {
    return undefined
  }
  if (typeof stored !== 'object' || stored === null) return undefined
  const record = stored as Record<string, unknown>
  const values = { ...emptyContactValues }
  for (const field of contactFields) {
    const value = record[field]
    if (typeof value === 'string') values[field] = value
  }
  const key = record.idempotencyKey
  return typeof key === 'string' && key !== '' ? { values, idempotencyKey: key } : { values }
}

export function writeDraft(draft: ContactDraft, storage = draftStorage()) {
  try {
    storage?.setItem(
      CONTACT_DRAFT_STORAGE_KEY,
      JSON.stringify({ ...draft.values, idempotencyKey: draft.idempotencyKey }),
    )
  } catch {
    // Full or refused storage: the form still works, the draft just does not survive a reload.
  }
}

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
