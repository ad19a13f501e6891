import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONTACT_ENDPOINT_TIMEOUT_MS,
  ContactSendError,
  DEFAULT_RETRY_AFTER_SECONDS,
  failureOfResponse,
  retryAfterSeconds,
  sendContactMessage,
  type ContactSubmission,
  type SendFailure,
} from './contactSending'

const message: ContactSubmission = {
  name: 'Ada',
  email: 'ada@example.com',
  company: '',
  message: 'Hello',
  locale: 'es',
  idempotencyKey: '4b6c1d0e-5f7a-4c3b-9d2e-1a0b9c8d7e6f',
  honeypot: '',
}
const ENDPOINT = '/api/contact'

async function failureOf(promise: Promise<unknown>): Promise<SendFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ContactSendError)) throw new Error(`expected a ContactSendError`)
  return error.failure
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('where the message goes', () => {
  it('is the site’s own /api/contact when the build names no other endpoint', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', '')
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ id: 'x' }, { status: 201 }))
    vi.stubGlobal('fetch', fetchSpy)
    await expect(sendContactMessage(message)).resolves.toBeUndefined()
    expect(fetchSpy).toHaveBeenCalledWith('/api/contact', expect.anything())
  })

  it('is VITE_CONTACT_ENDPOINT when a build sets it', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', 'https://studio.example/api/contact')
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ id: 'x' }, { status: 201 }))
    vi.stubGlobal('fetch', fetchSpy)
    await sendContactMessage(message)
    expect(fetchSpy).toHaveBeenCalledWith('https://studio.example/api/contact', expect.anything())
  })
})

describe('sending to the contact API', () => {
  it('POSTs the message, its language, its key and the hidden field as JSON', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ id: 'x' }, { status: 201 }))
    vi.stubGlobal('fetch', fetchSpy)
    await expect(sendContactMessage(message)).resolves.toBeUndefined()
    expect(fetchSpy).toHaveBeenCalledWith(
      ENDPOINT,
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    )
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: '',
      message: 'Hello',
      locale: 'es',
      idempotencyKey: message.idempotencyKey,
      website: '',
    })
  })

  it('resolves on 200, the answer to a message stored before under the same key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ id: 'x' }, { status: 200 })),
    )
    await expect(sendContactMessage(message)).resolves.toBeUndefined()
  })

  it('fails with the codes per field of a 400 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            errors: {
              email: 'contact.validation.emailInvalid',
              name: 'contact.validation.tooLong',
            },
          },
          { status: 400 },
        ),
      ),
    )
    expect(await failureOf(sendContactMessage(message))).toEqual({
      reason: 'invalid',
      errors: { email: 'contact.validation.emailInvalid', name: 'contact.validation.tooLong' },
    })
  })

  it('fails with the status when the server answers with an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    )
    expect(await failureOf(sendContactMessage(message))).toEqual({ reason: 'server', status: 500 })
  })

  it('fails as a network error when the request cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await failureOf(sendContactMessage(message))).toEqual({ reason: 'network' })
  })

  it('fails as offline without trying when the browser knows it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    expect(await failureOf(sendContactMessage(message))).toEqual({ reason: 'offline' })
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('gives up with a timeout when the server never answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
          }),
      ),
    )
    const failure = failureOf(sendContactMessage(message))
    await vi.advanceTimersByTimeAsync(CONTACT_ENDPOINT_TIMEOUT_MS - 1)
    let settled = false
    void failure.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await failure).toEqual({ reason: 'timeout' })
  })
})

describe('what an answer that is not a success means', () => {
  it('a 400 without codes per field (malformed JSON) is a server error', async () => {
    expect(
      await failureOfResponse(Response.json({ error: 'invalidJson' }, { status: 400 })),
    ).toEqual({ reason: 'server', status: 400 })
    expect(
      await failureOfResponse(Response.json({ errors: { other: 'x' } }, { status: 400 })),
    ).toEqual({ reason: 'server', status: 400 })
  })

  it('a 429 says when to try again, from Retry-After', async () => {
    const answer = new Response(null, { status: 429, headers: { 'Retry-After': '120' } })
    expect(await failureOfResponse(answer)).toEqual({
      reason: 'rateLimited',
      retryAfterSeconds: 120,
    })
    expect(await failureOfResponse(new Response(null, { status: 429 }))).toEqual({
      reason: 'rateLimited',
      retryAfterSeconds: DEFAULT_RETRY_AFTER_SECONDS,
    })
  })

  it('a 503 is a service unavailable for now; any other status is a server error', async () => {
    expect(await failureOfResponse(new Response(null, { status: 503 }))).toEqual({
      reason: 'unavailable',
    })
    expect(await failureOfResponse(new Response(null, { status: 502 }))).toEqual({
      reason: 'server',
      status: 502,
    })
  })

  it('reads Retry-After as seconds or as a date, never less than a second', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterSeconds('90', now)).toBe(90)
    expect(retryAfterSeconds('0', now)).toBe(1)
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:02:30 GMT', now)).toBe(150)
    expect(retryAfterSeconds('soon', now)).toBe(DEFAULT_RETRY_AFTER_SECONDS)
    expect(retryAfterSeconds(null, now)).toBe(DEFAULT_RETRY_AFTER_SECONDS)
  })
})
