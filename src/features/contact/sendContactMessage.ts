import {
  CONTACT_HONEYPOT_FIELD,
  contactFields,
  type ContactPayload,
  type ContactPayloadErrors,
} from './contactMessage'

/** The site's own contact API (worker/contact.ts), where the form sends unless told otherwise. */
const DEFAULT_CONTACT_ENDPOINT = '/api/contact'
/** A request that has not answered after this long counts as failed. */
export const CONTACT_ENDPOINT_TIMEOUT_MS = 10_000
/** When a 429 comes without a usable `Retry-After`, the visitor is asked to wait this long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60

/** What the form sends: the checked message, and the hidden field as a bot may have filled it. */
export type ContactSubmission = ContactPayload & { honeypot: string }

export type SendFailure =
  | { reason: 'offline' }
  | { reason: 'network' }
  | { reason: 'timeout' }
  /** 400 with a code per field (`{ errors: { email: 'emailInvalid' } }`). */
  | { reason: 'invalid'; errors: ContactPayloadErrors }
  /** 429: too many messages from this client; try again after `retryAfterSeconds`. */
  | { reason: 'rateLimited'; retryAfterSeconds: number }
  /** 503: storage is unavailable for now. */
  | { reason: 'unavailable' }
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
 * Where the message goes: the site's own `/api/contact`, or `VITE_CONTACT_ENDPOINT` when a build
 * sets it (the same API on another origin). Every build sends: none pretends to. Read on each
 * call so tests can set it.
 */
function contactEndpoint(): string {
  const value: unknown = import.meta.env.VITE_CONTACT_ENDPOINT
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_CONTACT_ENDPOINT
}

/** `Retry-After` in seconds (a number of seconds or an HTTP date), at least 1. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? ''
  if (/^\d+$/.test(value)) return Math.max(1, Number(value))
  const date = Date.parse(value)
  if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000))
  return DEFAULT_RETRY_AFTER_SECONDS
}

const payloadFields = new Set<string>([...contactFields, 'locale', 'idempotencyKey'])

/** The codes of a 400 answer's `errors`, kept only where they name a field of the payload. */
function fieldErrors(body: unknown): ContactPayloadErrors | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined
  const { errors } = body
  if (typeof errors !== 'object' || errors === null) return undefined
  const found: Record<string, unknown> = {}
  for (const [field, code] of Object.entries(errors)) {
    if (payloadFields.has(field) && typeof code === 'string') found[field] = code
  }
  return Object.keys(found).length > 0 ? (found as ContactPayloadErrors) : undefined
}

/** What an answer that is not a success means (the contact API's codes, worker/contact.ts). */
export async function failureOfResponse(response: Response): Promise<SendFailure> {
  switch (response.status) {
    case 400: {
      const errors = fieldErrors(await response.json().catch(() => undefined))
      return errors ? { reason: 'invalid', errors } : { reason: 'server', status: 400 }
    }
    case 429:
      return {
        reason: 'rateLimited',
        retryAfterSeconds: retryAfterSeconds(response.headers.get('Retry-After')),
      }
    case 503:
      return { reason: 'unavailable' }
    default:
      return { reason: 'server', status: response.status }
  }
}

/** Sends the (already trimmed and checked) message to the contact API; rejects with why not. */
export async function sendContactMessage(submission: ContactSubmission): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new ContactSendError({ reason: 'offline' })
  }
  const { honeypot, ...payload } = submission
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), CONTACT_ENDPOINT_TIMEOUT_MS)
  let response: Response
  try {
    response = await fetch(contactEndpoint(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...payload, [CONTACT_HONEYPOT_FIELD]: honeypot }),
      signal: controller.signal,
      credentials: 'omit',
    })
  } catch {
    throw new ContactSendError({ reason: controller.signal.aborted ? 'timeout' : 'network' })
  } finally {
    clearTimeout(timer)
  }
  if (!response.ok) throw new ContactSendError(await failureOfResponse(response))
}
