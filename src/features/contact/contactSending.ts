import { MutationObserver } from '@tanstack/react-query'
import type { Translate } from '../../i18n/translate'
import { appQueryClient } from '../../queryClient'
import type { ContactValues } from './contactMessage'
import { ContactSendError, sendContactMessage } from './sendContactMessage'

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
export function sendContactMutation(values: ContactValues): Promise<void> {
  return contactMutation.mutate(values)
}

/** What to tell the visitor when the message did not arrive, in the page's language. */
export function failureMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ContactSendError)) return t('contact.error.network')
  const { failure } = error
  switch (failure.reason) {
    case 'offline':
      return t('contact.error.offline')
    case 'timeout':
      return t('contact.error.timeout')
    case 'server':
      return t('contact.error.server', { status: failure.status })
    case 'network':
      return t('contact.error.network')
  }
}
