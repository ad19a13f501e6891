import * as v from 'valibot'

/**
 * The contact message: one schema for the form and the API, so the two never disagree; each
 * issue is the form's own message key, which the API answers as it is.
 */

/** Every issue the schema reports: a message key of the form (`tooLong` takes `{max}`). */
const contactIssues = [
  'contact.validation.nameRequired',
  'contact.validation.emailRequired',
  'contact.validation.emailInvalid',
  'contact.validation.messageRequired',
  'contact.validation.tooLong',
  'contact.validation.invalid',
] as const
export type ContactIssue = (typeof contactIssues)[number]

/** A value of the wrong type, an unknown language, a malformed key. */
export const INVALID = 'contact.validation.invalid' satisfies ContactIssue

/** The HTML standard's `type="email"` rule, so this check and the browser's agree. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** A field's text without the spaces around it (none given is empty). */
const text = v.pipe(v.optional(v.string(INVALID), ''), v.trim())
/** The longest value a field takes: generous for people, small enough to refuse junk. */
const upTo = (max: number) =>
  v.maxLength<string, number, ContactIssue>(max, 'contact.validation.tooLong')

/** The fields, in the form's order, trimmed; one without `nonEmpty` is optional. */
export const contactValues = v.object({
  name: v.pipe(text, v.nonEmpty('contact.validation.nameRequired'), upTo(100)),
  email: v.pipe(
    text,
    v.nonEmpty('contact.validation.emailRequired'),
    upTo(254),
    v.regex(EMAIL_PATTERN, 'contact.validation.emailInvalid'),
  ),
  company: v.pipe(text, upTo(120)),
  message: v.pipe(text, v.nonEmpty('contact.validation.messageRequired'), upTo(5000)),
})
export type ContactValues = v.InferOutput<typeof contactValues>
export type ContactField = keyof ContactValues
export const contactFields = Object.keys(contactValues.entries) as ContactField[]

/** What a field's schema holds, read for the form's `maxLength` and `required`. */
const steps = (field: ContactField) =>
  contactValues.entries[field].pipe as readonly { type: string; requirement?: unknown }[]
export const maxLengthOf = (field: ContactField) =>
  steps(field).find((step) => step.type === 'max_length')?.requirement as number
export const isRequired = (field: ContactField) =>
  steps(field).some((step) => step.type === 'non_empty')

type IssuesOf<Key> = Partial<Record<Key & string, ContactIssue>>
export type ContactErrors = IssuesOf<ContactField>

/** Reads `input` by a schema of this module: its output, or each refused value's first issue. */
export function readBy<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: IssuesOf<keyof v.InferOutput<S>> } {
  const result = v.safeParse(schema, input, { abortPipeEarly: true })
  if (result.success) return { ok: true, value: result.output }
  const errors: IssuesOf<keyof v.InferOutput<S>> = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as keyof typeof errors | undefined
    if (key !== undefined) errors[key] ??= issue.message as ContactIssue
  }
  return { ok: false, errors }
}

/** The contact API's answer to a message it refuses (400): the issue of each refused value. */
const refusal = v.object({ errors: v.record(v.string(), v.picklist(contactIssues)) })

/** The refused fields a 400 answer names, read through `refusal`. */
export function refusedIn(body: unknown): ContactErrors | undefined {
  const answer = v.safeParse(refusal, body)
  return answer.success ? (answer.output.errors as ContactErrors) : undefined
}

/** A field people never see (the form hides it); a bot that fills it is answered but not heard. */
export const CONTACT_HONEYPOT_FIELD = 'website'
