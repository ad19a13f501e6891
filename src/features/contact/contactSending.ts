import { useMutation } from '@tanstack/react-query'
import { createElement, useImperativeHandle, type Ref, type RefObject } from 'react'
import { refusedIn, type ContactErrors } from '../../../shared/contactMessage'
import type { ContactPayload } from '../../../shared/contactPayload'
import { showToast } from '../../components/toast'
import type { Translate } from '../../i18n/translate'
import { useT } from '../../i18n/useLocale'
import { appQueryClient } from '../../queryClient'
import { clearDraft } from './contactDraft'
import { SubmitButton } from './SubmitButton'

/**
 * The form's sending code, loaded when the visitor starts on the form (`ContactForm`), with
 * TanStack Query: none of it is part of the page's first load. A press of Send is one mutation
 * (its pending state shows the spinner, its error the toast with "Try again", its success the
 * toast and an empty form). Every try of a message carries its idempotency key, so a try whose
 * answer was lost can be made again: the API stores the message once.
 */

/** What the form posts: the checked message, its language, its key and the hidden field. */
type Submission = ContactPayload & Record<string, unknown>
export type Send = (submission: Submission) => void

/** A request that has not answered after this long counts as failed. */
const CONTACT_ENDPOINT_TIMEOUT_MS = 10_000
/** Tries of a message whose request got no answer at all (a dropped connection), after the first. */
const RETRIES = 3

/** What the visitor is told after a press of Send, in the page's language when it shows. */
type Answer = {
  sent: boolean
  say: (t: Translate) => string
  /** The refused fields of a 400, each with the form's message key. */
  fields?: ContactErrors
  /** No answer came: the same message may be tried again at once. */
  unanswered?: boolean
}

/** Every answer a visitor can get, in words: the one place they are chosen. */
async function answerTo(outcome: Response | 'offline' | 'timeout' | 'network'): Promise<Answer> {
  const failed = (say: Answer['say'], more?: Partial<Answer>) => ({ sent: false, say, ...more })
  if (outcome === 'offline') return failed((t) => t('contact.error.offline'))
  if (outcome === 'timeout') return failed((t) => t('contact.error.timeout'))
  if (outcome === 'network') return failed((t) => t('contact.error.network'), { unanswered: true })
  const { status } = outcome
  if (outcome.ok) return { sent: true, say: (t) => t('contact.success') }
  const fields = status === 400 ? refusedIn(await outcome.json().catch(() => null)) : undefined
  if (fields) return failed((t) => t('contact.error.invalid'), { fields })
  if (status === 429) {
    const minutes = Math.ceil(retryAfterSeconds(outcome.headers.get('Retry-After')) / 60)
    return failed((t) => t('contact.error.rateLimited', { minutes }))
  }
  if (status === 503) return failed((t) => t('contact.error.unavailable'))
  return failed((t) => t('contact.error.server', { status }))
}

/** `Retry-After` in seconds (a number of seconds or an HTTP date), at least 1; 60 without one. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? ''
  if (/^\d+$/.test(value)) return Math.max(1, Number(value))
  const date = Date.parse(value)
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now) / 1000))
}

/**
 * Posts the message to the site's own `/api/contact`, or to `VITE_CONTACT_ENDPOINT` when a build
 * sets it (the same API on another origin); resolves to the answer, rejects with a failed one.
 */
async function post(submission: Submission): Promise<Answer> {
  if (navigator.onLine === false) throw await answerTo('offline')
  const endpoint: unknown = import.meta.env.VITE_CONTACT_ENDPOINT
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), CONTACT_ENDPOINT_TIMEOUT_MS)
  const outcome = await fetch(
    typeof endpoint === 'string' && endpoint ? endpoint : '/api/contact',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(submission),
      signal: controller.signal,
      credentials: 'omit',
    },
  ).catch(() => (controller.signal.aborted ? ('timeout' as const) : ('network' as const)))
  clearTimeout(timer)
  const answer = await answerTo(outcome)
  if (!answer.sent) throw answer
  return answer
}

type SendingProps = {
  /** Where `ContactForm` hands each checked message to the mutation. */
  ref: Ref<Send>
  form: RefObject<HTMLFormElement | null>
  /** The form is waiting for this code: the button shows it is sending already. */
  waiting: boolean
  onRefused: (fields: ContactErrors) => void
}

/** The send button, driven by the message's mutation. */
export function Sending({ ref, form, waiting, onRefused }: SendingProps) {
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
    },
    appQueryClient(),
  )
  useImperativeHandle(ref, () => mutation.mutate, [mutation.mutate])
  return createElement(SubmitButton, { sending: waiting || mutation.isPending })
}
