import type { ContactValues } from './contactMessage'

/** Spec: with no endpoint configured, sending is simulated and takes 1.5 s. */
export const SIMULATED_SEND_DELAY_MS = 1500
/** With an endpoint, a request that has not answered after this long counts as failed. */
export const CONTACT_ENDPOINT_TIMEOUT_MS = 10_000

export type SendFailure =
  | { reason: 'offline' }
  | { reason: 'network' }
  | { reason: 'timeout' }
  | { reason: 'server'; status: number }

/** Why a message did not arrive, in terms the form can explain to the visitor. */
export class ContactSendError extends Error {
  readonly failure: SendFailure
  constructor(failure: SendFailure) {
    super(`Contact message not sent: ${failure.reason}`)
    this.name = 'ContactSendError'
    this.failure = failure
  }
}

/**
 * The build-time endpoint (`VITE_CONTACT_ENDPOINT`), or `undefined` for the simulated submit.
 * Read on each call so tests can switch modes.
 */
function contactEndpoint(): string | undefined {
  const value: unknown = import.meta.env.VITE_CONTACT_ENDPOINT
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function postJson(endpoint: string, values: ContactValues): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ContactSendError({ reason: 'offline' })
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), CONTACT_ENDPOINT_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
      signal: controller.signal,
      credentials: 'omit',
    })
  } catch {
    throw new ContactSendError({ reason: controller.signal.aborted ? 'timeout' : 'network' })
  } finally {
    clearTimeout(timer)
  }
  if (!response.ok) throw new ContactSendError({ reason: 'server', status: response.status })
}

/** Sends the (already trimmed and checked) message: to the endpoint if one is set, else simulated. */
export async function sendContactMessage(values: ContactValues): Promise<void> {
  const endpoint = contactEndpoint()
  if (endpoint) return postJson(endpoint, values)
  await wait(SIMULATED_SEND_DELAY_MS)
}
