import { describe, expect, it } from 'vitest'
import { contactValues, maxLengthOf, readBy, type ContactField } from './contactMessage'
import { parseContactPayload } from './contactPayload'

const valid = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello there' }
/** The issue the schema reports for one field's value, in an otherwise valid message. */
const issueOf = (field: ContactField, value: string) => {
  const read = readBy(contactValues, { ...valid, [field]: value })
  return read.ok ? undefined : read.errors[field]
}
const required = 'contact.validation.emailRequired'
const tooLong = 'contact.validation.tooLong'
const malformed = 'contact.validation.emailInvalid'

describe('contact message rules', () => {
  it('trims every value it accepts; a company is not needed', () => {
    const trimmed = { name: 'Ada', email: 'ada@example.com', company: 'ACME', message: 'Hi' }
    const keyed = { locale: 'es', idempotencyKey: '4b6c1d0e-5f7a-4c3b-9d2e-1a0b9c8d7e6f' }
    const typed = {
      name: '  Ada ',
      email: ' ada@example.com\n',
      company: '\tACME ',
      message: '\n Hi \n',
    }
    expect(parseContactPayload({ ...typed, ...keyed })).toEqual({
      ok: true,
      value: { ...trimmed, ...keyed },
    })
    expect(readBy(contactValues, valid)).toEqual({ ok: true, value: valid })
  })

  it('requires name, email and message, but not company, in the form’s own words', () => {
    expect(readBy(contactValues, { name: '', email: ' ', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'contact.validation.nameRequired',
        email: required,
        message: 'contact.validation.messageRequired',
      },
    })
  })

  // Accepted as the browser accepts them; refused, one that could add a recipient or a header to
  // the studio's email. One thing per field: empty before malformed.
  it.each([
    ...['ada@example.com', 'a.b+tag@sub.example.co', 'x@localhost'].map(
      (email) => [email, undefined] as const,
    ),
    ...[
      'ada',
      'ada@',
      '@example.com',
      'ada@example..com',
      'ada @example.com',
      'ada@-x.com',
      'ada@example.com\r\nBcc: everyone@example.com',
      'ada@example.com, everyone@example.com',
      'Ada <ada@example.com>',
    ].map((email) => [email, malformed] as const),
    ['', required] as const,
  ])('reads the email %j as %s', (email, issue) => {
    expect(issueOf('email', email)).toBe(issue)
  })

  it('refuses values longer than their limit', () => {
    const max = maxLengthOf('message')
    expect(issueOf('message', 'x'.repeat(max))).toBeUndefined()
    expect(issueOf('message', 'x'.repeat(max + 1))).toBe(tooLong)
    expect(issueOf('company', 'x'.repeat(maxLengthOf('company') + 1))).toBe(tooLong)
    expect(issueOf('email', 'x'.repeat(300))).toBe(tooLong) // too long before malformed
  })

  const payload = { ...valid, locale: 'en', idempotencyKey: '4b6c1d0e-5f7a-4c3b-9d2e-1a0b9c8d7e6f' }
  const invalid = 'contact.validation.invalid'
  // prettier-ignore
  it.each<[string, unknown, Record<string, string>]>([
    ['values not text', { ...payload, name: 42, company: [0] }, { name: invalid, company: invalid }],
    ['a language the site has not', { ...payload, locale: 'fr' }, { locale: invalid }],
    ['a key too short', { ...payload, idempotencyKey: 'short' }, { idempotencyKey: invalid }],
    ['no key', { ...payload, idempotencyKey: undefined }, { idempotencyKey: invalid }],
    ['a list, read as an empty message', [1, 2], {
      name: 'contact.validation.nameRequired', email: required,
      message: 'contact.validation.messageRequired', locale: invalid, idempotencyKey: invalid,
    }],
  ])('refuses, as a payload, %s, in the form’s words for each field', (_, input, errors) => {
    expect(parseContactPayload(input)).toEqual({ ok: false, errors })
  })
})
