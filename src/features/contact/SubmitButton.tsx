import { button } from '../../components/Button.css'
import { useHydrated } from '../../lib/useHydrated'
import { useT } from '../../i18n/useLocale'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './SubmitButton.css'

/** "Send message", or a spinner and "Sending your message" while the message is on its way. */
export function SubmitButton({ sending }: { sending: boolean }) {
  const t = useT()
  // Until the page is interactive a click would submit the form natively (fields in the URL,
  // text lost), so the button waits for the app to take over the prerendered HTML.
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="submit"
        className={`${button.primary} ${styles.root}`}
        disabled={sending || !hydrated}
      >
        {sending && <span className={styles.spinner} aria-hidden="true" />}
        {sending ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
      <p role="status" className={visuallyHidden}>
        {sending ? t('contact.form.sending') : ''}
      </p>
    </>
  )
}
