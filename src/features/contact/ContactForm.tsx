import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import {
  CONTACT_HONEYPOT_FIELD,
  contactFields,
  contactValues,
  readBy,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../../shared/contactMessage'
import { afterNextPaint } from '../../components/press'
import { prepareToaster, showToast } from '../../components/toast'
import { useLocale, useT } from '../../i18n/useLocale'
import { later } from '../../lib/loadLater'
import { clearDraft, newIdempotencyKey, readDraft, writeDraft } from './contactDraft'
import type { Answer } from './contactSending'
import { FormField } from './FormField'
import { SubmitButton } from './SubmitButton'
import { useMessagePrefill } from './useMessagePrefill'
import * as styles from './ContactForm.css'

/** Gone (a deploy): the page at this address, whose form finds the message in the draft. */
const loadSending = later(() => import('./contactSending'), 'reload')

/** Spec: the message box is five rows tall. */
const MESSAGE_ROWS = 5
const noErrors: ContactErrors = {}
/** Before the sending code is here, there is no mutation to listen to. */
const noMutation = () => () => {}

/** Puts values into the fields `where` allows (setting the same value moves not even the caret). */
function fill(
  form: HTMLFormElement,
  values: Partial<ContactValues>,
  where = (_value: string) => true,
) {
  for (const field of contactFields) {
    const control = form.elements.namedItem(field) as HTMLInputElement | null
    const value = values[field]
    if (control && value !== undefined && where(control.value)) control.value = value
  }
}

/**
 * The contact form, uncontrolled: what a visitor types before the app starts is kept, and a
 * keystroke re-renders nothing. A new error shows after a submit, and goes once its value is fixed.
 */
export function ContactForm() {
  const t = useT()
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  // The sending code once a press has needed it; until then, a press waits for it (spinner showing).
  const [code, setCode] = useState<Awaited<ReturnType<typeof loadSending>>>()
  const [waiting, setWaiting] = useState(false)
  // The mutation's pending state: the spinner; its outcome is the answer to `mutate`.
  const mutation = useSyncExternalStore(
    code?.sending.subscribe ?? noMutation,
    () => code?.sending.getCurrentResult(),
    () => undefined,
  )
  const [errors, setErrors] = useState(noErrors)
  const [notice, setNotice] = useState<'contact.resend' | 'contact.error.network'>()

  // After hydration (so the HTML matches): the draft into the fields the visitor left empty.
  useEffect(() => {
    const draft = readDraft()
    if (!draft || !formRef.current) return
    fill(formRef.current, draft.values, (value) => value === '')
    if (!draft.resend) return
    writeDraft({ ...draft, resend: false })
    // eslint-disable-next-line react-hooks/set-state-in-effect -- from storage the prerender lacks
    setNotice('contact.resend')
  }, [])
  // After the draft: the project the visitor came from, on an empty message's first line.
  useMessagePrefill('contact-message')

  const errorsIn = (form: HTMLFormElement) => {
    const read = readBy(contactValues, Object.fromEntries(new FormData(form)))
    return read.ok ? noErrors : read.errors
  }

  /** The visitor starts on the form: fetch the sending code, so it works even offline later. */
  const prepare = () => {
    prepareToaster()
    if (!code) void loadSending.preload()
  }

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget
    writeDraft({ ...readDraft(), values: Object.fromEntries(new FormData(form)) })
    if (errors === noErrors) return
    // A shown error goes (or changes) as its value is fixed; a new one waits for a submit.
    const now = errorsIn(form)
    const still = contactFields.filter((field) => errors[field] && now[field])
    setErrors(
      still.length ? Object.fromEntries(still.map((field) => [field, now[field]])) : noErrors,
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = Object.fromEntries(new FormData(form))
    const checked = readBy(contactValues, data)
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = contactFields.find((field) => checked.errors[field])
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    const values = checked.value
    fill(form, values) // as checked and sent: without surrounding spaces
    // One key for every try of this message (`resend`: a page loaded in place of gone code asks
    // for one more press).
    const draft = { values, idempotencyKey: readDraft()?.idempotencyKey ?? newIdempotencyKey() }
    writeDraft({ ...draft, resend: true })
    const submission = { ...data, ...values, locale, idempotencyKey: draft.idempotencyKey }
    // The press shows at once; the sending follows after that frame.
    afterNextPaint(async () => {
      setErrors(noErrors)
      setNotice(undefined)
      setWaiting(true)
      const loaded = await loadSending().catch(() => undefined) // waiting while the page goes
      setWaiting(false)
      writeDraft(draft)
      if (!loaded) return setNotice('contact.error.network') // the page loaded afresh did not help
      setCode(loaded)
      loaded.sending.mutate(submission).then(sent, failed)
    })
  }

  const sent = (answer: Answer) => {
    formRef.current?.reset()
    clearDraft()
    void showToast('success', answer.say(t))
  }

  const failed = (answer: Answer) => {
    setErrors(answer.fields ?? noErrors)
    void showToast('error', answer.say(t), {
      label: t('contact.error.retry'),
      onClick: () => formRef.current?.requestSubmit(),
    })
  }

  /** The browser refused a submit with its own checks: every field says why, in the site's words. */
  const onInvalid = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.currentTarget.form) setErrors(errorsIn(event.currentTarget.form))
  }

  const field = (name: ContactField) => ({ name, issue: errors[name], onInvalid })

  return (
    <form
      ref={formRef}
      className={styles.root}
      aria-labelledby="contact-form-title"
      onFocus={prepare}
      onInput={onInput}
      onSubmit={onSubmit}
    >
      <h3 id="contact-form-title" className={styles.title}>
        {t('contact.form.title')}
      </h3>
      <div className={styles.row}>
        <FormField {...field('name')} type="text" autoComplete="name" />
        <FormField {...field('email')} type="email" autoComplete="email" />
      </div>
      <FormField {...field('company')} type="text" autoComplete="organization" />
      <FormField {...field('message')} rows={MESSAGE_ROWS} />
      <div className={styles.honeypot} aria-hidden="true" inert>
        <label>
          {t('contact.honeypot')}
          <input name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p role="status" className={styles.notice}>
        {notice && t(notice)}
      </p>
      {/* One button from the first paint: a press or a focus on it outlives the code's arrival. */}
      <SubmitButton sending={waiting || mutation?.isPending === true} />
    </form>
  )
}
