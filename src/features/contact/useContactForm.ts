import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { Translate } from '../../i18n/translate'
import { useT } from '../../i18n/useLocale'
import {
  contactFields,
  emptyContactValues,
  normalizeContactValues,
  validateContactField,
  validateContactValues,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactMessage'
import { notify } from './notify'
import { ContactSendError, sendContactMessage } from './sendContactMessage'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

function failureMessage(error: unknown, t: Translate): string {
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

/**
 * The contact form's state. Values stay until a send succeeds, so a failure never loses what the
 * visitor typed; errors show next to each field in the page's language.
 */
export function useContactForm() {
  const t = useT()
  const formRef = useRef<HTMLFormElement>(null)
  const fieldRefs = useRef<Partial<Record<ContactField, FieldElement>>>({})
  const [values, setValues] = useState<ContactValues>(emptyContactValues)
  const [errors, setErrors] = useState<ContactErrors>({})

  // The form's code loads after its prerendered HTML (src/components/island.tsx): anything typed
  // before then is in the inputs but not in state. Take it over once, so no keystroke is lost.
  useEffect(() => {
    const typed = { ...emptyContactValues }
    for (const field of contactFields) typed[field] = fieldRefs.current[field]?.value ?? ''
    if (contactFields.some((field) => typed[field] !== '')) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- one sync from the DOM after hydration
      setValues(typed)
    }
  }, [])

  const mutation = useMutation({
    mutationFn: sendContactMessage,
    // Run even when the browser says it is offline: the visitor gets a clear error and keeps the
    // text, instead of a silently paused request.
    networkMode: 'always',
    onSuccess: () => {
      setValues(emptyContactValues)
      setErrors({})
      void notify('success', t('contact.success'))
    },
    onError: (error) => {
      void notify('error', failureMessage(error, t), {
        label: t('contact.error.retry'),
        onClick: () => formRef.current?.requestSubmit(),
      })
    },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const payload = normalizeContactValues(values)
    const found = validateContactValues(payload)
    setValues(payload)
    setErrors(found)
    const firstInvalid = contactFields.find((field) => found[field])
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus()
      return
    }
    mutation.mutate(payload)
  }

  const fieldProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    readOnly: mutation.isPending,
    ref: (element: FieldElement | null) => {
      if (element) fieldRefs.current[field] = element
      else delete fieldRefs.current[field]
    },
    onChange: (event: ChangeEvent<FieldElement>) => {
      const { value } = event.target
      setValues((current) => ({ ...current, [field]: value }))
      // An error goes away as soon as the value is fixed; new ones wait for the next submit.
      if (errors[field]) {
        setErrors((current) => ({ ...current, [field]: validateContactField(field, value.trim()) }))
      }
    },
    // The browser refused the submit (its own checks): say why next to every field, in our words.
    onInvalid: () => setErrors(validateContactValues(normalizeContactValues(values))),
  })

  const errorText = (field: ContactField) => {
    const error = errors[field]
    if (!error) return undefined
    return 'params' in error ? t(error.key, error.params) : t(error.key)
  }

  return { formRef, onSubmit, fieldProps, errorText, isSending: mutation.isPending }
}
