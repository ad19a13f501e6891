import { useT } from '../../i18n/useLocale'
import { CONTACT_HONEYPOT_FIELD, CONTACT_MAX_LENGTH } from '../../../shared/contactMessage'
import { FormField } from './FormField'
import { SubmitButton } from './SubmitButton'
import { useContactForm } from './useContactForm'
import { useMessagePrefill } from './useMessagePrefill'
import * as styles from './ContactForm.css'

/** Spec: the message box is five rows tall. */
const MESSAGE_ROWS = 5

/** The contact form: name, email, company (optional) and message, with the browser's checks. */
export function ContactForm() {
  const t = useT()
  const { formProps, fieldProps, errorText, isSending, noticeRef } = useContactForm()
  useMessagePrefill('contact-message')
  return (
    <form
      className={styles.root}
      // Submit, keep the draft on each keystroke, and (on focus) load what sending needs.
      {...formProps}
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
      {/* A field people never see, focus or hear (a bot that fills it is answered, not heard). */}
      <div className={styles.honeypot} aria-hidden="true" inert>
        <label>
          {t('contact.honeypot')}
          <input name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p ref={noticeRef} role="status" className={styles.notice} />
      <SubmitButton sending={isSending} />
    </form>
  )
}
