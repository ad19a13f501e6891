import { Toaster as Sonner } from 'sonner'
// sonner's stylesheet ships in the CSS bundle; vite.config.ts removes its runtime <style> injection.
import 'sonner/dist/styles.css'
import { useT } from '../i18n/useLocale'
import * as styles from './Toaster.css'

/**
 * The site's toasts, announced politely to screen readers from a region named in the page's
 * language. Mounted by the root route when the first toast is asked for (see `toast.ts`).
 */
export default function Toaster() {
  const t = useT()
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      richColors
      className={styles.root}
      customAriaLabel={t('toast.region')}
      toastOptions={{ className: styles.toast }}
    />
  )
}
