import { MutationObserver } from '@tanstack/react-query'
import type { Translate } from '../../i18n/translate'
import { appQueryClient } from '../../queryClient'
import { CONTACT_MAX_LENGTH, contactFields, type ContactErrors } from './contactMessage'
import {
  ContactSendError,
  sendContactMessage,
  type ContactSubmission,
  type SendFailure,
} from './sendContactMessage'

/**
 * The sending code: the contact message as a TanStack Query mutation (`MutationObserver` is what
 * `useMutation` runs on), and what its failures mean. The form imports this module when the
 * visitor starts on it (see `useContactForm`), so none of it is part of the page's first load.
 */
const contactMutation = new MutationObserver(appQueryClient(), {
  mutationFn: sendContactMessage,
  // Run even when the browser says it is offline: the visitor gets a clear error and keeps the
  // text, instead of a silently paused request.
  networkMode: 'always',
})

/** Sends the (already trimmed and checked) message; rejects with the reason it did not arrive. */
export function sendContactMutation(submission: ContactSubmission): Promise<void> {
  return contactMutation.mutate(submission)
}

/** Why the message did not arrive, when the sending code knows (`undefined` otherwise). */
export function failureOf(error: unknown): SendFailure | undefined {
  return error instanceof ContactSendError ? error.failure : undefined
}

/** The API's codes for the fields it refused (a 400), as the messages shown next to them. */
export function fieldErrorsOf(error: unknown): ContactErrors {
  const failure = failureOf(error)
  if (failure?.reason !== 'invalid') return {}
  const errors: ContactErrors = {}
  for (const field of contactFields) {
    const code = failure.errors[field]
    if (!code) continue
    errors[field] =
      code === 'tooLong'
        ? { key: 'contact.validation.tooLong', params: { max: CONTACT_MAX_LENGTH[field] } }
        : { key: `contact.validation.${code}` }
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
