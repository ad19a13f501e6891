import type { ReactNode } from 'react'
import { hasMessages } from '../../i18n/messages'
import { useLocale, useT } from '../../i18n/useLocale'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageSwitch } from './LanguageSwitch'
import { useDocumentLanguage } from './useDocumentLanguage'
import * as styles from './SiteLayout.css'

/**
 * Every page: skip link, fixed header, the top-centre language switch, main content, footer.
 * Only the error page is shown without its language's messages (they could not be loaded), and
 * it shows alone: the header and footer would have nothing but message keys to say.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const locale = useLocale()
  useDocumentLanguage(locale)
  if (!hasMessages(locale)) {
    return (
      <div className={styles.root}>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    )
  }
  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  )
}
