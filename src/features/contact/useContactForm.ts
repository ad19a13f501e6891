import { useEffect, useRef, useState, type FormEvent } from 'react'
import { afterNextPaint } from '../../components/afterNextPaint'
import { prepareToaster, showToast } from '../../components/toast'
import { useLocale, useT } from '../../i18n/useLocale'
import { later } from '../../handover/loadLater'
import {
  checkContactValues,
  contactFields,
  type ContactField,
  type ContactValues,
} from '../../../shared/contactMessage'
import { clearDraft, writeDraft } from './contactDraft'
import { fieldElement, fillFields, readHoneypot, readValues } from './formFields'
import { useContactDraft } from './useContactDraft'
import { noErrors, useFieldErrors } from './useFieldErrors'

/**
 * The form's one piece of code loaded later: its sending code (`contactSending.ts`), fetched when
 * the visitor starts on the form. The draft is not in it: it is written on every keystroke and
 * read back by the code the page starts with (`contactDraft.ts`), so nothing typed depends on a
 * piece that may not come. Gone (a deploy): the page at this address, with the message in the
 * draft.
 */
const loadSending = later(() => import('./contactSending'), 'reload')

/**
 * Sending the contact form. What is typed stays in the fields (`formFields.ts`) until a send
 * succeeds, so a failure never loses it; it is also kept as a draft for the tab
 * (`useContactDraft`), and errors show next to each field (`useFieldErrors`). Each message has
 * one idempotency key, made on its first send and reused by every retry until one succeeds; a
 * second press while one is on its way is refused. When the sending code cannot load, the page
 * loaded in its place asks for one more press of Send (the note in `noticeRef`).
 */
export function useContactForm() {
  const t = useT()
  const locale = useLocale()
  const { setErrors, errorProps, errorText } = useFieldErrors()
  /**
   * A message is on its way, from the press until it arrived or failed: the ref refuses another
   * submit at once; the state shows it, from the frame after the press.
   */
  const sending = useRef(false)
  const [isSending, setSending] = useState(false)
  /**
   * A note above the send button, for what the toaster may not be there to say. Written into the
   * page, not rendered: the prerendered page has none, and setting it re-renders nothing.
   */
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const setNotice = (text: string) => {
    if (noticeRef.current) noticeRef.current.textContent = text
  }
  const formRef = useRef<HTMLFormElement>(null)
  const idempotencyKey = useRef<string | undefined>(undefined)
  // A toast speaks the page's language when it shows, even if the visitor switched while sending.
  const latestT = useRef(t)
  useEffect(() => {
    latestT.current = t
  })
  const saveDraft = useContactDraft({
    formRef,
    idempotencyKey,
    askToResend: () => setNotice(latestT.current('contact.resend')),
  })

  /** The visitor starts on the form: fetch what sending needs, so it works even if offline later. */
  const prepare = () => {
    prepareToaster()
    void loadSending.preload() // its policy applies on submit
  }

  const send = async (form: HTMLFormElement, values: ContactValues) => {
    setNotice('')
    // Should the sending code be gone, the page loaded in its place finds this message in the
    // draft and asks for one more press of Send.
    writeDraft({ values, idempotencyKey: idempotencyKey.current, resend: true })
    let code: Awaited<ReturnType<typeof loadSending>>
    try {
      code = await loadSending() // pending, still "sending", while the page goes
    } catch {
      setNotice(latestT.current('contact.error.network')) // the page loaded afresh did not help
      return
    }
    // The same key for every try of this message, kept with the draft across a reload.
    const key = (idempotencyKey.current ??= code.newIdempotencyKey())
    writeDraft({ values, idempotencyKey: key })
    try {
      await code.sendContactMessage({
        ...values,
        locale,
        idempotencyKey: key,
        honeypot: readHoneypot(form),
      })
      form.reset()
      idempotencyKey.current = undefined
      clearDraft()
      void showToast('success', latestT.current('contact.success'))
    } catch (error) {
      const now = latestT.current
      setErrors(code.fieldErrorsOf(error))
      void showToast('error', code.failureMessage(error, now), {
        label: now('contact.error.retry'),
        onClick: () => form.requestSubmit(),
      })
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
    const form = event.currentTarget
    const values = readValues(form)
    fillFields(form, values) // as checked and sent: without surrounding spaces
    const found = checkContactValues(values)
    const firstInvalid = contactFields.find((field) => found[field])
    if (firstInvalid) {
      setErrors(found)
      fieldElement(form, firstInvalid)?.focus()
      return
    }
    // The press shows at once (the button's pressed style); "Sending your message" and the
    // sending follow after that frame (`afterNextPaint`), so the press never waits for their
    // render (docs/performance.md).
    sending.current = true
    afterNextPaint(() => {
      setErrors(noErrors)
      setSending(true)
      void send(form, values).then(() => {
        sending.current = false
        setSending(false)
      })
    })
  }

  const fieldProps = (field: ContactField) => ({
    name: field,
    readOnly: isSending,
    ...errorProps(field),
  })

  const formProps = { ref: formRef, onSubmit, onInput: saveDraft, onFocus: prepare }

  return { formProps, fieldProps, errorText, isSending, noticeRef }
}
