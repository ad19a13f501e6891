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

export const isRequiredContactField = (field: ContactField) => field in requiredMessage

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
