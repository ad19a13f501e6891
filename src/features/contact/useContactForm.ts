import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { afterNextPaint } from '../../components/afterNextPaint'
import { prepareToaster, showToast } from '../../components/toast'
import { useLocale, useT } from '../../i18n/useLocale'
import { isCodeLoadError, loadFullPage, withRetry } from '../../loadCode'
import {
  CONTACT_HONEYPOT_FIELD,
  contactFields,
  emptyContactValues,
  normalizeContactValues,
  validateContactField,
  validateContactValues,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactMessage'
import { clearDraft, readDraft, writeDraft } from './contactDraft'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/** One object for "no errors", so that a send with none re-renders no field for them. */
const noErrors: ContactErrors = {}

/**
 * The sending code, with TanStack Query: fetched when the visitor starts on the form. The draft
 * is not in it: it is written on every keystroke and read back by the code the page starts with
 * (`contactDraft.ts`), so nothing typed depends on a piece that may not come.
 */
const loadSending = () => withRetry(() => import('./contactSending'))
type Sending = Awaited<ReturnType<typeof loadSending>>

function fieldElement(form: HTMLFormElement, field: ContactField): FieldElement | undefined {
  const element = form.elements.namedItem(field)
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : undefined
}

/** What the fields hold now (typed before or after the app started), as typed. */
function readTyped(form: HTMLFormElement): ContactValues {
  const data = new FormData(form)
  const values = { ...emptyContactValues }
  for (const field of contactFields) {
    const value = data.get(field)
    if (typeof value === 'string') values[field] = value
  }
  return values
}

/** The same without surrounding spaces: what is checked and sent. */
const readValues = (form: HTMLFormElement) => normalizeContactValues(readTyped(form))

/** The hidden field people never see (`CONTACT_HONEYPOT_FIELD`), as a bot may have filled it. */
function readHoneypot(form: HTMLFormElement): string {
  const value = new FormData(form).get(CONTACT_HONEYPOT_FIELD)
  return typeof value === 'string' ? value : ''
}

/**
 * The contact form's behaviour. The fields are uncontrolled: their text lives in the page (so
 * what a visitor types before the app starts is kept, and a keystroke re-renders nothing) and is
 * read on submit. It stays until a send succeeds, so a failure never loses it; errors show next
 * to each field in the page's language. What is typed is also kept as a draft for the tab
 * (`contactDraft.ts`) and restored after a reload. Each message has one idempotency key, made on
 * its first send and reused by every retry until one succeeds. When the sending code cannot load
 * (a deploy replaced it), the page at the same address is loaded, with the new version's code
 * and the draft, and asks for one more press of Send (the note in `noticeRef`).
 */
export function useContactForm() {
  const t = useT()
  const locale = useLocale()
  const [errors, setErrors] = useState<ContactErrors>(noErrors)
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
  /** A message is on its way (from the press until it arrived or failed). */
  const busy = useRef(false)
  // A toast speaks the page's language when it shows, even if the visitor switched while sending.
  const latestT = useRef(t)
  useEffect(() => {
    latestT.current = t
  })

  // After a reload, the draft comes back into the fields (after hydration, so the HTML matches);
  // a field the visitor already typed into before that keeps what they typed.
  useEffect(() => {
    const draft = readDraft()
    const form = formRef.current
    if (!draft || !form) return
    idempotencyKey.current ??= draft.idempotencyKey
    for (const field of contactFields) {
      const element = fieldElement(form, field)
      if (element && element.value === '') element.value = draft.values[field]
    }
    // The last page could not send it (its code was gone): this one can, on one more press.
    if (draft.resend) {
      writeDraft({ ...draft, resend: false })
      setNotice(latestT.current('contact.resend'))
    }
  }, [])

  /** Every keystroke updates the draft, without a render. */
  const saveDraft = (event: FormEvent<HTMLFormElement>) => {
    writeDraft({ values: readTyped(event.currentTarget), idempotencyKey: idempotencyKey.current })
  }

  /** The visitor starts on the form: fetch what sending needs, so it works even if offline later. */
  const prepare = () => {
    prepareToaster()
    loadSending().catch(() => {}) // tried again on submit
  }

  const send = async (form: HTMLFormElement, values: ContactValues) => {
    setNotice('')
    let sending: Sending
    try {
      sending = await loadSending()
    } catch (error) {
      // Its code is gone (a deploy) or was lost twice: the page at this address brings the new
      // version, with this message in the draft. If loading it did not help already, say so.
      const reload = () => {
        writeDraft({ values, idempotencyKey: idempotencyKey.current, resend: true })
        location.reload()
      }
      // It stays "sending" until the page goes.
      if (isCodeLoadError(error) && loadFullPage({ reload })) return
      setSending(false)
      setNotice(latestT.current('contact.error.network'))
      return
    }
    // The same key for every try of this message, kept with the draft across a reload.
    const key = (idempotencyKey.current ??= sending.newIdempotencyKey())
    writeDraft({ values, idempotencyKey: key })
    try {
      await sending.sendContactMutation({
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
      setErrors(sending.fieldErrorsOf(error))
      void showToast('error', sending.failureMessage(error, now), {
        label: now('contact.error.retry'),
        onClick: () => form.requestSubmit(),
      })
    } finally {
      setSending(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return
    const form = event.currentTarget
    const values = readValues(form)
    for (const field of contactFields) {
      const element = fieldElement(form, field)
      if (element && element.value !== values[field]) element.value = values[field]
    }
    const found = validateContactValues(values)
    const firstInvalid = contactFields.find((field) => found[field])
    if (firstInvalid) {
      setErrors(found)
      fieldElement(form, firstInvalid)?.focus()
      return
    }
    // The press shows at once (the button's pressed style); "Sending your message" and the
    // sending follow after that frame (`afterNextPaint`), so the press never waits for their
    // render (docs/performance.md). From the press on, another submit is refused.
    busy.current = true
    afterNextPaint(() => {
      setErrors(noErrors)
      setSending(true)
      void send(form, values).finally(() => {
        busy.current = false
      })
    })
  }

  const fieldProps = (field: ContactField) => ({
    name: field,
    readOnly: isSending,
    onChange: (event: ChangeEvent<FieldElement>) => {
      // An error goes away as soon as the value is fixed (new ones wait for the next submit);
      // without an error, typing changes no state.
      const shown = errors[field]
      if (!shown) return
      const now = validateContactField(field, event.target.value.trim())
      if (now?.key !== shown.key) setErrors((current) => ({ ...current, [field]: now }))
    },
    // The browser refused the submit (its own checks): say why next to every field, in our words.
    onInvalid: (event: FormEvent<FieldElement>) => {
      const { form } = event.currentTarget
      if (form) setErrors(validateContactValues(readValues(form)))
    },
  })

  const errorText = (field: ContactField) => {
    const error = errors[field]
    if (!error) return undefined
    return 'params' in error ? t(error.key, error.params) : t(error.key)
  }

  const formProps = { ref: formRef, onSubmit, onInput: saveDraft, onFocus: prepare }

  return { formProps, fieldProps, errorText, isSending, noticeRef }
}
