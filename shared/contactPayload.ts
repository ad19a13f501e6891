import * as v from 'valibot'
import { contactValues, INVALID, readBy } from './contactMessage'
import { locales } from './locales'

/** A random UUID (`crypto.randomUUID()`) fits, as does any URL-safe key of 16 to 128 characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** What the form sends: its fields, the page's language and one key per message. */
const contactPayload = v.object(
  {
    ...contactValues.entries,
    locale: v.picklist(locales, INVALID),
    idempotencyKey: v.pipe(v.string(INVALID), v.regex(IDEMPOTENCY_KEY_PATTERN, INVALID)),
  },
  INVALID,
)
export type ContactPayload = v.InferOutput<typeof contactPayload>

/** Checks an untrusted JSON payload, trimming the fields as the form does. */
export function parseContactPayload(input: unknown) {
  // Anything but an object (an array, a number) is read as an empty message.
  const record = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  return readBy(contactPayload, record)
}
