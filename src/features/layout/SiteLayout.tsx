import type { ReactNode } from 'react'
import { useLocale, useT } from '../../i18n/useLocale'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageSwitch } from './LanguageSwitch'
import { useDocumentLanguage } from './useDocumentLanguage'
import * as styles from './SiteLayout.css'

/** Every page: skip link, fixed header, the top-centre language switch, main content, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT()
  useDocumentLanguage(useLocale())
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
