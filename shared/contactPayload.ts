import * as v from 'valibot'
import { contactValues, firstIssues, INVALID, type IssuesOf } from './contactMessage'
import { locales } from './locales'

/** A random UUID (`crypto.randomUUID()`) fits, as does any URL-safe key of 16 to 128 characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** What the form sends: the four fields, the page's language and one key per message. */
const contactPayload = v.object(
  {
    ...contactValues.entries,
    locale: v.picklist(locales, INVALID),
    idempotencyKey: v.pipe(v.string(INVALID), v.regex(IDEMPOTENCY_KEY_PATTERN, INVALID)),
  },
  INVALID,
)
export type ContactPayload = v.InferOutput<typeof contactPayload>

export type ContactPayloadErrors = IssuesOf<keyof ContactPayload>

/** Checks an untrusted JSON payload, trimming the fields as the form does. */
export function parseContactPayload(
  input: unknown,
): { ok: true; payload: ContactPayload } | { ok: false; errors: ContactPayloadErrors } {
  // Anything but an object (an array, a number) is read as an empty message.
  const record = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}
  const result = v.safeParse(contactPayload, record, { abortPipeEarly: true })
  return result.success
    ? { ok: true, payload: result.output }
    : { ok: false, errors: firstIssues<keyof ContactPayload>(result.issues) }
}
