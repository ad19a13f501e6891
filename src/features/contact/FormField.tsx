import type { FormEvent, InputHTMLAttributes } from 'react'
import {
  isRequired,
  maxLengthOf,
  type ContactField,
  type ContactIssue,
} from '../../../shared/contactMessage'
import { useT } from '../../i18n/useLocale'
import * as styles from './FormField.css'

type FormFieldProps = {
  name: ContactField
  issue: ContactIssue | undefined
  /** A message box of this many rows, instead of one line. */
  rows?: number
  onInvalid: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete'>

/** A field of the contact form, its rules the schema's, and why its value was refused, if so. */
export function FormField({ name, issue, rows, ...control }: FormFieldProps) {
  const t = useT()
  const error = issue && t(issue, { max: maxLengthOf(name) })
  const id = `contact-${name}`
  const errorId = `${id}-error`
  const props = {
    ...control,
    id,
    name,
    required: isRequired(name),
    maxLength: maxLengthOf(name),
    className: styles.control[rows ? 'multiline' : 'singleLine'],
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  }
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {t(`contact.form.${name}`)}
        {!props.required && (
          <>
            {' '}
            <span className={styles.note}>{t('contact.form.optional')}</span>
          </>
        )}
      </label>
      {rows ? <textarea {...props} rows={rows} /> : <input {...props} />}
      {error && (
        <p id={errorId} className={styles.error}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5v4.25M8 11.2v.3" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          {error}
        </p>
      )}
    </div>
  )
}
