import * as v from 'valibot'

/**
 * The contact message: one schema, read by the form's checks (src/features/contact) and by the
 * contact API (`POST /api/contact`, worker/contact.ts, through `contactPayload.ts`), so the two
 * never disagree. What it says about a refused value is the form's own message key
 * (src/i18n/en.ts), which the API answers as it is.
 */

export const contactFields = ['name', 'email', 'company', 'message'] as const
export type ContactField = (typeof contactFields)[number]
export type ContactValues = Record<ContactField, string>

/** The longest value each field takes: generous for people, small enough to refuse junk. */
export const CONTACT_MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 120,
  message: 5000,
} as const satisfies Record<ContactField, number>

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
const tooLong = (field: ContactField) =>
  v.maxLength<string, number, ContactIssue>(CONTACT_MAX_LENGTH[field], 'contact.validation.tooLong')

/** The four fields, trimmed; company is optional. */
export const contactValues = v.object({
  name: v.pipe(text, v.nonEmpty('contact.validation.nameRequired'), tooLong('name')),
  email: v.pipe(
    text,
    v.nonEmpty('contact.validation.emailRequired'),
    tooLong('email'),
    v.regex(EMAIL_PATTERN, 'contact.validation.emailInvalid'),
  ),
  company: v.pipe(text, tooLong('company')),
  message: v.pipe(text, v.nonEmpty('contact.validation.messageRequired'), tooLong('message')),
})

/** What was wrong with each refused value. */
export type IssuesOf<Key extends string> = Partial<Record<Key, ContactIssue>>
export type ContactErrors = IssuesOf<ContactField>

/** What an issue of this schema says: its messages are all `ContactIssue`s. */
const issueOf = (issue: v.BaseIssue<unknown>) => issue.message as ContactIssue

/** The first issue of each value a schema of this module refused, by the value's name. */
export function firstIssues<Key extends string>(issues: readonly v.BaseIssue<unknown>[]) {
  const errors: IssuesOf<Key> = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key as Key | undefined
    if (key !== undefined) errors[key] ??= issueOf(issue)
  }
  return errors
}

/** Checks one value as the form holds it; `undefined` when it is fine. */
export function checkContactField(field: ContactField, value: string): ContactIssue | undefined {
  const result = v.safeParse(contactValues.entries[field], value, { abortPipeEarly: true })
  return result.issues && issueOf(result.issues[0])
}

/** Checks the four values as the form holds them: the issue of each refused one. */
export function checkContactValues(values: ContactValues): ContactErrors {
  const result = v.safeParse(contactValues, values, { abortPipeEarly: true })
  return result.success ? {} : firstIssues<ContactField>(result.issues)
}

const answered = v.optional(v.picklist(contactIssues))
/** The contact API's answer to a message it refuses (400): the issue of each refused value. */
const refusal = v.object({
  errors: v.object({
    name: answered,
    email: answered,
    company: answered,
    message: answered,
    locale: answered,
    idempotencyKey: answered,
  }),
})

/** The refused values a 400 answer names, read through `refusal`; none: `undefined`. */
export function refusedIn(body: unknown) {
  const answer = v.safeParse(refusal, body)
  const errors = answer.success ? answer.output.errors : {}
  return Object.values(errors).some(Boolean) ? errors : undefined
}

/** A field people never see (the form hides it); a bot that fills it is answered but not heard. */
export const CONTACT_HONEYPOT_FIELD = 'website'
