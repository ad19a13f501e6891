import { useEffect, type ReactNode } from 'react'
import { hasMessages } from '../../i18n/messages'
import { useLocale, useT } from '../../i18n/useLocale'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageSwitch } from './LanguageSwitch'
import * as styles from './SiteLayout.css'

/**
 * Every page: skip link, fixed header, the language switch, main content, footer. The error page
 * without its language's messages shows alone: the rest would say nothing but message keys.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const locale = useLocale()
  // `<html lang>`, for screen readers, hyphenation and translation tools.
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
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
