import { useState, type ChangeEvent, type FormEvent } from 'react'
import { useT } from '../../i18n/useLocale'
import {
  validateContactField,
  validateContactValues,
  type ContactErrors,
  type ContactField,
} from './contactMessage'
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
      const now = validateContactField(field, event.target.value.trim())
      if (now?.key !== shown.key) setErrors((current) => ({ ...current, [field]: now }))
    },
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

  return { setErrors, errorProps, errorText }
}
