import {
  CONTACT_HONEYPOT_FIELD,
  contactFields,
  refusedIn,
  type ContactErrors,
} from '../../../shared/contactMessage'
import type { ContactPayload, ContactPayloadErrors } from '../../../shared/contactPayload'
import type { Translate } from '../../i18n/translate'

/**
 * The sending code: the message posted to the contact API, and what its failures mean. The form
 * imports this module when the visitor starts on it (`useContactForm`), so none of it is part of
 * the page's first load.
 */

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
  /** 400: the form's message key per refused value (`{ errors: { email: '…emailInvalid' } }`). */
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

/** What an answer that is not a success means (the contact API's answers, worker/contact.ts). */
export async function failureOfResponse(response: Response): Promise<SendFailure> {
  switch (response.status) {
    case 400: {
      const errors = refusedIn(await response.json().catch(() => undefined))
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

/** Why the message did not arrive, when the sending code knows (`undefined` otherwise). */
const failureOf = (error: unknown) =>
  error instanceof ContactSendError ? error.failure : undefined

/** The fields the API refused (a 400), each with the form's message key. */
export function fieldErrorsOf(error: unknown): ContactErrors {
  const failure = failureOf(error)
  if (failure?.reason !== 'invalid') return {}
  const errors: ContactErrors = {}
  for (const field of contactFields) {
    const issue = failure.errors[field]
    if (issue) errors[field] = issue
  }
  return errors
}

/** What to tell the visitor when the message did not arrive, in the page's language. */
export function failureMessage(error: unknown, t: Translate): string {
  const failure = failureOf(error)
  if (!failure) return t('contact.error.network')
  switch (failure.reason) {
    case 'offline':
      return t('contact.error.offline')
    case 'timeout':
      return t('contact.error.timeout')
    case 'invalid':
      // The fields say what to fix; a refused locale or key is ours, not the visitor's.
      return contactFields.some((field) => failure.errors[field])
        ? t('contact.error.invalid')
        : t('contact.error.server', { status: 400 })
    case 'rateLimited':
      return t('contact.error.rateLimited', {
        minutes: Math.ceil(failure.retryAfterSeconds / 60),
      })
    case 'unavailable':
      return t('contact.error.unavailable')
    case 'server':
      return t('contact.error.server', { status: failure.status })
    case 'network':
      return t('contact.error.network')
  }
}

/** A key for a new message: a random UUID, which the API's key pattern accepts. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // `randomUUID` exists only in secure contexts (a plain-http address on a local network is not).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}
