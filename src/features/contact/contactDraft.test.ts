import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CONTACT_DRAFT_STORAGE_KEY,
  clearDraft,
  newIdempotencyKey,
  readDraft,
  writeDraft,
} from './contactDraft'

const values = { name: 'Ada ', email: 'ada@example.com', company: '', message: 'Hello' }

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the contact draft', () => {
  it('keeps what was typed, as typed, with the message key once there is one; gone once cleared', () => {
    expect(readDraft()).toBeUndefined()
    writeDraft({ values })
    expect(readDraft()).toEqual({ values })
    writeDraft({ values, idempotencyKey: 'key-0123456789abcdef' })
    expect(readDraft()).toEqual({ values, idempotencyKey: 'key-0123456789abcdef' })
    clearDraft()
    expect(readDraft()).toBeUndefined()
  })

  it('reads damaged or foreign data as no draft, or as empty fields', () => {
    sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, '{not json')
    expect(readDraft()).toBeUndefined()
    const foreign = { values: { name: 7, email: 'a' } }
    sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, JSON.stringify(foreign))
    const empty = { idempotencyKey: undefined, resend: undefined }
    expect(readDraft()).toEqual({ values: { name: '', email: 'a' }, ...empty })
  })

  it('does nothing (and throws nothing) without storage or when storage refuses', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(readDraft()).toBeUndefined()
    vi.restoreAllMocks()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => writeDraft({ values })).not.toThrow()
    expect(() => clearDraft()).not.toThrow()
  })
})

it('a new message key is new each time and fits the API’s key pattern, with or without randomUUID', () => {
  const keys = [newIdempotencyKey(), newIdempotencyKey()]
  // Outside a secure context, `crypto` has no randomUUID.
  const { getRandomValues } = crypto
  vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) })
  keys.push(newIdempotencyKey())
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/)
  expect(new Set(keys).size).toBe(3)
})
