import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CONTACT_ENDPOINT_TIMEOUT_MS,
  ContactSendError,
  SIMULATED_SEND_DELAY_MS,
  sendContactMessage,
  type SendFailure,
} from './sendContactMessage'

const message = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello' }
const ENDPOINT = 'https://forms.example/contact'

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

describe('sending without an endpoint (the spec’s simulated submit)', () => {
  it('resolves after exactly 1500 ms and makes no request', async () => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', '')
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    let done = false
    void sendContactMessage(message).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(SIMULATED_SEND_DELAY_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('sending to VITE_CONTACT_ENDPOINT', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_CONTACT_ENDPOINT', ENDPOINT)
  })

  it('POSTs the message as JSON and resolves on a 2xx answer', async () => {
    const fetchSpy = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetchSpy)
    await expect(sendContactMessage(message)).resolves.toBeUndefined()
    expect(fetchSpy).toHaveBeenCalledWith(
      ENDPOINT,
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
        body: JSON.stringify(message),
      }),
    )
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
