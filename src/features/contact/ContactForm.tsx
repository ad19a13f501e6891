import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import {
  CONTACT_HONEYPOT_FIELD,
  contactFields,
  readContactValues,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../../../shared/contactMessage'
import { afterNextPaint } from '../../components/afterNextPaint'
import { prepareToaster } from '../../components/toast'
import { useLocale, useT } from '../../i18n/useLocale'
import { later } from '../../lib/loadLater'
import { newIdempotencyKey, readDraft, writeDraft } from './contactDraft'
import type { Send, Sending as SendingButton } from './contactSending'
import { FormField } from './FormField'
import { SubmitButton } from './SubmitButton'
import { useMessagePrefill } from './useMessagePrefill'
import * as styles from './ContactForm.css'

/**
 * The form's one piece of code loaded later: its sending code (TanStack Query's mutation),
 * fetched when the visitor starts on the form. Gone (a deploy): the page at this address, whose
 * form finds the message in the draft and asks for one more press.
 */
const loadSending = later(() => import('./contactSending'), 'reload')

/** Spec: the message box is five rows tall. */
const MESSAGE_ROWS = 5
const noErrors: ContactErrors = {}

/** Puts values into the fields (`where` they may go) when they differ. */
function fill(
  form: HTMLFormElement,
  values: Partial<ContactValues>,
  where = (_value: string) => true,
) {
  for (const field of contactFields) {
    const control = form.elements.namedItem(field) as HTMLInputElement | null
    const value = values[field]
    if (control && value !== undefined && where(control.value) && control.value !== value) {
      control.value = value
    }
  }
}

/**
 * The contact form. Its fields are uncontrolled: their text lives in the page (so what a visitor
 * types before the app starts is kept, and a keystroke re-renders nothing) and is read with
 * `FormData` by the message's schema on submit. Every keystroke is kept as the tab's draft
 * (`contactDraft.ts`), which comes back after a reload. Errors show next to their field, a new one
 * after a submit, and each goes as soon as its value is fixed.
 */
export function ContactForm() {
  const t = useT()
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const send = useRef<Send>(null)
  const [Sending, setSending] = useState<typeof SendingButton>()
  const [waiting, setWaiting] = useState(false)
  const [errors, setErrors] = useState(noErrors)
  const [notice, setNotice] = useState<'contact.resend' | 'contact.error.network'>()

  // After hydration (so the HTML matches): the draft into the fields the visitor left empty.
  useEffect(() => {
    const draft = readDraft()
    if (!draft || !formRef.current) return
    fill(formRef.current, draft.values, (value) => value === '')
    if (draft.resend) {
      writeDraft({ ...draft, resend: false })
      // Read from the tab's storage, which the prerendered page cannot know.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setNotice('contact.resend')
    }
  }, [])
  // After the draft: the project the visitor came from, on an empty message's first line.
  useMessagePrefill('contact-message')

  /** What the schema refuses in the fields now. */
  const errorsIn = (form: HTMLFormElement) => {
    const found = readContactValues(Object.fromEntries(new FormData(form)))
    return found.ok ? noErrors : found.errors
  }

  /** The visitor starts on the form: fetch what sending needs, so it works even offline later. */
  const prepare = () => {
    prepareToaster()
    if (Sending) return
    void loadSending.preload().then(() => {
      if (loadSending.loaded) setSending(() => loadSending.loaded?.Sending)
    })
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
    const checked = readContactValues(data)
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = contactFields.find((field) => checked.errors[field])
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus()
      return
    }
    fill(form, checked.values) // as checked and sent: without surrounding spaces
    // The same key for every try of this message, kept with the draft across a reload; should
    // the sending code be gone, the page loaded in its place asks for one more press.
    const draft = {
      values: checked.values,
      idempotencyKey: readDraft()?.idempotencyKey ?? newIdempotencyKey(),
    }
    writeDraft({ ...draft, resend: true })
    const submission = { ...data, ...checked.values, locale, idempotencyKey: draft.idempotencyKey }
    // The press shows at once (the button's pressed style); "Sending your message" and the
    // sending follow after that frame, so the press never waits for their render.
    afterNextPaint(async () => {
      setErrors(noErrors)
      setNotice(undefined)
      setWaiting(true)
      const code = await loadSending().catch(() => undefined) // pending while the page goes
      writeDraft(draft)
      flushSync(() => {
        setWaiting(false)
        if (code) setSending(() => code.Sending)
        else setNotice('contact.error.network') // the page loaded afresh did not help
      })
      send.current?.(submission)
    })
  }

  /** The browser refused a submit with its own checks: every field says why, in the site's words. */
  const onInvalid = ({
    currentTarget: { form },
  }: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (form) setErrors(errorsIn(form))
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
      {/* A field people never see, focus or hear (a bot that fills it is answered, not heard). */}
      <div className={styles.honeypot} aria-hidden="true" inert>
        <label>
          {t('contact.honeypot')}
          <input name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p role="status" className={styles.notice}>
        {notice && t(notice)}
      </p>
      {Sending ? (
        <Sending ref={send} form={formRef} waiting={waiting} onRefused={setErrors} />
      ) : (
        <SubmitButton sending={waiting} />
      )}
    </form>
  )
}
