import type { ReactElement } from 'react'
import * as styles from './FormField.css'

/** What the control inside a field needs to be tied to its label and its error. */
type ControlProps = {
  id: string
  className: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

type FormFieldProps = {
  id: string
  label: string
  /** Shown after the label in a quieter style, e.g. "(optional)". */
  note?: string
  error: string | undefined
  multiline?: boolean
  children: (control: ControlProps) => ReactElement
}

/** A visible label, the control, and the reason it was refused, announced with the control. */
export function FormField({ id, label, note, error, multiline = false, children }: FormFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {note && (
          <>
            {' '}
            <span className={styles.note}>{note}</span>
          </>
        )}
      </label>
      {children({
        id,
        className: styles.control[multiline ? 'multiline' : 'singleLine'],
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
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
