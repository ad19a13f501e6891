import { MutationObserver } from '@tanstack/react-query'
import { refusedIn, type ContactErrors } from '../../../shared/contactMessage'
import type { ContactPayload } from '../../../shared/contactPayload'
import type { Translate } from '../../i18n/translate'
import { appQueryClient } from '../../queryClient'

/** The checked message, its language and key, and the hidden field. */
type Submission = ContactPayload & Record<string, unknown>

const CONTACT_ENDPOINT_TIMEOUT_MS = 10_000
/** Tries of a message whose request got no answer at all (a dropped connection), after the first. */
const RETRIES = 3

/** What the visitor is told after a press of Send: a 400's refused fields; no answer at all. */
export type Answer = { say: (t: Translate) => string; fields?: ContactErrors; unanswered?: boolean }

/** Every answer a visitor can get, in words: resolves for a message sent, rejects otherwise. */
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

/**
 * The page's one mutation of contact messages (`ContactForm` subscribes to it). An observer, not
 * `useMutation`, whose hook in the form would bring Query into the first load (+7.7 KiB gzip).
 * Every try carries the message's idempotency key: the API stores it once.
 */
export const sending = new MutationObserver<Answer, Answer, Submission>(appQueryClient(), {
  mutationKey: ['contact message'],
  mutationFn: post,
  // Offline is said at once (`post`), not waited out.
  networkMode: 'always',
  retry: (failures, answer) => failures < RETRIES && answer.unanswered === true,
})
