import { useT } from '../../i18n/useLocale'
import { CONTACT_MAX_LENGTH } from './contactMessage'
import { FormField } from './FormField'
import { SubmitButton } from './SubmitButton'
import { useContactForm } from './useContactForm'
import * as styles from './ContactForm.css'

/** Spec: the message box is five rows tall. */
const MESSAGE_ROWS = 5

/** The contact form: name, email, company (optional) and message, with the browser's checks. */
export function ContactForm() {
  const t = useT()
  const { prepare, onSubmit, fieldProps, errorText, isSending } = useContactForm()
  return (
    <form
      className={styles.root}
      onSubmit={onSubmit}
      // What sending needs (its code, the toaster) loads once the visitor starts on the form.
      onFocus={prepare}
      aria-labelledby="contact-form-title"
      aria-busy={isSending}
    >
      <h3 id="contact-form-title" className={styles.title}>
        {t('contact.form.title')}
      </h3>
      <div className={styles.row}>
        <FormField id="contact-name" label={t('contact.form.name')} error={errorText('name')}>
          {(control) => (
            <input
              {...control}
              {...fieldProps('name')}
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_MAX_LENGTH.name}
            />
          )}
        </FormField>
        <FormField id="contact-email" label={t('contact.form.email')} error={errorText('email')}>
          {(control) => (
            <input
              {...control}
              {...fieldProps('email')}
              type="email"
              autoComplete="email"
              required
              maxLength={CONTACT_MAX_LENGTH.email}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="contact-company"
        label={t('contact.form.company')}
        note={t('contact.form.optional')}
        error={errorText('company')}
      >
        {(control) => (
          <input
            {...control}
            {...fieldProps('company')}
            type="text"
            autoComplete="organization"
            maxLength={CONTACT_MAX_LENGTH.company}
          />
        )}
      </FormField>
      <FormField
        id="contact-message"
        label={t('contact.form.message')}
        error={errorText('message')}
        multiline
      >
        {(control) => (
          <textarea
            {...control}
            {...fieldProps('message')}
            rows={MESSAGE_ROWS}
            required
            maxLength={CONTACT_MAX_LENGTH.message}
          />
        )}
      </FormField>
      <SubmitButton sending={isSending} />
    </form>
  )
}
