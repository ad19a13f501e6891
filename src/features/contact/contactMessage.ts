import type { MessageKey } from '../../i18n/en'
import { locales, type Locale } from '../../../shared/locales'
import type { PlainMessageKey } from '../../i18n/translate'

export const contactFields = ['name', 'email', 'company', 'message'] as const
export type ContactField = (typeof contactFields)[number]
export type ContactValues = Record<ContactField, string>

export const emptyContactValues: ContactValues = { name: '', email: '', company: '', message: '' }

/** The longest value each field takes: generous for people, small enough to refuse junk. */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  company: 120,
  message: 5000,
}

/** The HTML standard's `type="email"` rule, so this check and the browser's agree. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export type FieldError =
  { key: PlainMessageKey } | { key: 'contact.validation.tooLong'; params: { max: number } }
export type ContactErrors = Partial<Record<ContactField, FieldError>>

/** Required fields and what to say when one is left empty; company is optional. */
const requiredMessage: Partial<Record<ContactField, PlainMessageKey>> = {
  name: 'contact.validation.nameRequired',
  email: 'contact.validation.emailRequired',
  message: 'contact.validation.messageRequired',
}

/** What is sent: every value without the spaces around it. */
export function normalizeContactValues(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
  }
}

/** Checks one (already trimmed) value; `undefined` when it is fine. */
export function validateContactField(field: ContactField, value: string): FieldError | undefined {
  if (value === '') {
    const key = requiredMessage[field]
    return key ? { key } : undefined
  }
  const max = CONTACT_MAX_LENGTH[field]
  if (value.length > max) return { key: 'contact.validation.tooLong', params: { max } }
  if (field === 'email' && !EMAIL_PATTERN.test(value)) {
    return { key: 'contact.validation.emailInvalid' }
  }
  return undefined
}

export function validateContactValues(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of contactFields) {
    const error = validateContactField(field, values[field])
    if (error) errors[field] = error
  }
  return errors
}

/*
 * The contact API (`POST /api/contact`, worker/contact.ts) checks what it receives with the rules
 * above, so the form and the Worker never disagree.
 */

/** What the form sends: the four fields, the page's language and one key per message. */
export type ContactPayload = ContactValues & { locale: Locale; idempotencyKey: string }

/**
 * What the API answers for a field it refuses: the last part of the form's message key
 * (`emailInvalid` for `contact.validation.emailInvalid`), or `invalid` for a value of the wrong
 * type, an unknown locale or a malformed key.
 */
type ContactErrorCode =
  | (Extract<MessageKey, `contact.validation.${string}`> extends `contact.validation.${infer Code}`
      ? Code
      : never)
  | 'invalid'
export type ContactPayloadErrors = Partial<Record<keyof ContactPayload, ContactErrorCode>>

/** Where the form keeps the visitor's draft for the tab (sessionStorage, contactDraft.ts). */
export const CONTACT_DRAFT_STORAGE_KEY = 'unreal-studio:contact-draft'

/** A field people never see (the form hides it); a bot that fills it is answered but not heard. */
export const CONTACT_HONEYPOT_FIELD = 'website'

/** A random UUID (`crypto.randomUUID()`) fits, as does any URL-safe key of 16 to 128 characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

const validationPrefix = 'contact.validation.'
const errorCode = (error: FieldError) =>
  (error.key.startsWith(validationPrefix)
    ? error.key.slice(validationPrefix.length)
    : 'invalid') as ContactErrorCode

/** Checks an untrusted JSON payload (trimming the fields as the form does). */
export function parseContactPayload(
  input: unknown,
): { ok: true; payload: ContactPayload } | { ok: false; errors: ContactPayloadErrors } {
  const record: Record<string, unknown> =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {}
  const errors: ContactPayloadErrors = {}
  const values = { ...emptyContactValues }
  for (const field of contactFields) {
    const value = record[field] ?? ''
    if (typeof value !== 'string') {
      errors[field] = 'invalid'
      continue
    }
    values[field] = value.trim()
    const error = validateContactField(field, values[field])
    if (error) errors[field] = errorCode(error)
  }
  const { locale, idempotencyKey } = record
  if (!locales.includes(locale as Locale)) errors.locale = 'invalid'
  if (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    errors.idempotencyKey = 'invalid'
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    payload: { ...values, locale: locale as Locale, idempotencyKey: idempotencyKey as string },
  }
}
