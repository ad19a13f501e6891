import { useMutation } from '@tanstack/react-query'
import { useImperativeHandle, type Ref, type RefObject } from 'react'
import { refusedIn, type ContactErrors } from '../../../shared/contactMessage'
import type { ContactPayload } from '../../../shared/contactPayload'
import { showToast } from '../../components/toast'
import type { Translate } from '../../i18n/translate'
import { useT } from '../../i18n/useLocale'
import { appQueryClient } from '../../queryClient'
import { clearDraft } from './contactDraft'

/**
 * The form's sending code, loaded when the visitor starts on the form, never with the page: a
 * press of Send is one TanStack Query mutation. Every try of a message carries its idempotency
 * key, so a try whose answer was lost can be made again: the API stores the message once.
 */

/** The checked message, its language and key, and the hidden field. */
type Submission = ContactPayload & Record<string, unknown>
export type Send = (submission: Submission) => void

const CONTACT_ENDPOINT_TIMEOUT_MS = 10_000
/** Tries of a message whose request got no answer at all (a dropped connection), after the first. */
const RETRIES = 3

/** What the visitor is told after a press of Send: a 400's refused fields; no answer at all. */
type Answer = { say: (t: Translate) => string; fields?: ContactErrors; unanswered?: boolean }

/**
 * Every answer a visitor can get, in words: the one place they are chosen. Resolves to the words
 * for a message sent; rejects with those of each failure.
 */
async function answerTo(outcome: Response | 'offline' | 'timeout' | 'network'): Promise<Answer> {
  const failed = (say: Answer['say'], more?: Partial<Answer>) => Promise.reject({ say, ...more })
  if (outcome === 'offline') return failed((t) => t('contact.error.offline'))
  if (outcome === 'timeout') return failed((t) => t('contact.error.timeout'))
  if (outcome === 'network') return failed((t) => t('contact.error.network'), { unanswered: true })
  const { status } = outcome
  if (outcome.ok) return { say: (t) => t('contact.success') }
  const fields = status === 400 ? refusedIn(await outcome.json().catch(() => null)) : undefined
  if (fields) return failed((t) => t('contact.error.invalid'), { fields })
  if (status === 429) {
    const minutes = Math.ceil(retryAfterSeconds(outcome.headers.get('Retry-After')) / 60)
    return failed((t) => t('contact.error.rateLimited', { minutes }))
  }
  if (status === 503) return failed((t) => t('contact.error.unavailable'))
  return failed((t) => t('contact.error.server', { status }))
}

/** `Retry-After` in seconds, as the API sends it, at least 1; 60 without a number. */
export const retryAfterSeconds = (header: string | null) =>
  /^\d+$/.test(header?.trim() ?? '') ? Math.max(1, Number(header)) : 60

/** Posts to `/api/contact`, or to the same API at a build's `VITE_CONTACT_ENDPOINT`. */
async function post(submission: Submission): Promise<Answer> {
  if (navigator.onLine === false) return answerTo('offline')
  const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT as string | undefined
  // A timer of the page's own, not AbortSignal.timeout: a test's clock (page.clock) moves it.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), CONTACT_ENDPOINT_TIMEOUT_MS)
  const outcome = await fetch(endpoint || '/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(submission),
    signal: controller.signal,
    credentials: 'omit',
  }).catch(() => (controller.signal.aborted ? ('timeout' as const) : ('network' as const)))
  clearTimeout(timer)
  return answerTo(outcome)
}

type SendingProps = {
  /** Where `ContactForm` hands each checked message to the mutation. */
  ref: Ref<Send>
  form: RefObject<HTMLFormElement | null>
  onRefused: (fields: ContactErrors) => void
  /** The answer is shown: the form's button is ready for the next press. */
  onSettled: () => void
}

/** The mutation behind the form's button: it sends each press, and shows each answer in a toast. */
export function Sending({ ref, form, onRefused, onSettled }: SendingProps) {
  const t = useT()
  const mutation = useMutation<Answer, Answer, Submission>(
    {
      mutationKey: ['contact message'],
      mutationFn: post,
      // Offline is said at once (`post`), not waited out.
      networkMode: 'always',
      retry: (failures, answer) => failures < RETRIES && answer.unanswered === true,
      onSuccess: (answer) => {
        form.current?.reset()
        clearDraft()
        void showToast('success', answer.say(t))
      },
      onError: (answer) => {
        onRefused(answer.fields ?? {})
        void showToast('error', answer.say(t), {
          label: t('contact.error.retry'),
          onClick: () => form.current?.requestSubmit(),
        })
      },
      onSettled,
    },
    appQueryClient(),
  )
  useImperativeHandle(ref, () => mutation.mutate, [mutation.mutate])
  return null
}
