import { describe, expect, it } from 'vitest'
import {
  CONTACT_MAX_LENGTH,
  normalizeContactValues,
  validateContactField,
  validateContactValues,
} from './contactMessage'

const valid = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello there' }

describe('contact message rules', () => {
  it('trims every value', () => {
    expect(
      normalizeContactValues({
        name: '  Ada ',
        email: ' ada@example.com\n',
        company: '\tACME ',
        message: '\n Hi \n',
      }),
    ).toEqual({ name: 'Ada', email: 'ada@example.com', company: 'ACME', message: 'Hi' })
  })

  it('accepts a complete message without a company', () => {
    expect(validateContactValues(valid)).toEqual({})
  })

  it('requires name, email and message, but not company', () => {
    expect(validateContactValues({ name: '', email: '', company: '', message: '' })).toEqual({
      name: { key: 'contact.validation.nameRequired' },
      email: { key: 'contact.validation.emailRequired' },
      message: { key: 'contact.validation.messageRequired' },
    })
  })

  it.each(['ada', 'ada@', '@example.com', 'ada@example..com', 'ada @example.com', 'ada@-x.com'])(
    'refuses the malformed email %j',
    (email) => {
      expect(validateContactField('email', email)).toEqual({
        key: 'contact.validation.emailInvalid',
      })
    },
  )

  it.each(['ada@example.com', 'a.b+tag@sub.example.co', 'x@localhost'])(
    'accepts the email %j, as the browser does',
    (email) => {
      expect(validateContactField('email', email)).toBeUndefined()
    },
  )

  it('refuses values longer than their limit, and says the limit', () => {
    const max = CONTACT_MAX_LENGTH.message
    expect(validateContactField('message', 'x'.repeat(max))).toBeUndefined()
    expect(validateContactField('message', 'x'.repeat(max + 1))).toEqual({
      key: 'contact.validation.tooLong',
      params: { max },
    })
    expect(validateContactField('company', 'x'.repeat(CONTACT_MAX_LENGTH.company + 1))).toEqual({
      key: 'contact.validation.tooLong',
      params: { max: CONTACT_MAX_LENGTH.company },
    })
  })
})
