import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useT } from '../../i18n/useLocale'
import {
  CONTACT_MAX_LENGTH,
  checkContactField,
  checkContactValues,
  type ContactErrors,
  type ContactField,
} from '../../../shared/contactMessage'
import { readValues, type FieldElement } from './formFields'

/** One object for "no errors", so that a send with none re-renders no field for them. */
export const noErrors: ContactErrors = {}

/**
 * The errors shown next to the contact form's fields, in the page's language. A new error waits
 * for a submit; one goes away as soon as its value is fixed; without an error, typing changes no
 * state. When the browser refuses a submit with its own checks, every field says why, in the
 * site's words.
 */
export function useFieldErrors() {
  const t = useT()
  const [errors, setErrors] = useState<ContactErrors>(noErrors)

  const errorProps = (field: ContactField) => ({
    onChange: (event: ChangeEvent<FieldElement>) => {
      const shown = errors[field]
      if (!shown) return
      const now = checkContactField(field, event.target.value)
      if (now !== shown) setErrors((current) => ({ ...current, [field]: now }))
    },
    onInvalid: (event: FormEvent<FieldElement>) => {
      const { form } = event.currentTarget
      if (form) setErrors(checkContactValues(readValues(form)))
    },
  })

  /** The schema's issues are the form's message keys: the type-check fails on one en.ts lacks. */
  const errorText = (field: ContactField) => {
    const issue = errors[field]
    if (!issue) return undefined
    return issue === 'contact.validation.tooLong'
      ? t(issue, { max: CONTACT_MAX_LENGTH[field] })
      : t(issue)
  }

  return { setErrors, errorProps, errorText }
}
