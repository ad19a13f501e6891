import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { button } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { useT } from '../../i18n/useLocale'
import { fullPageWouldLoad, isCodeLoadError, loadFullPage } from '../../lib/loadLater'
import * as styles from './StatusPage.css'

/**
 * Shown when a page fails to render; its words are always here (`errorPageMessages.ts`). Code
 * that could not be fetched loads the full page instead (from an effect), unless that did not help.
 */
export function ErrorPage({ error, reset }: Pick<ErrorComponentProps, 'error' | 'reset'>) {
  const t = useT()
  const [leaving] = useState(() => isCodeLoadError(error) && fullPageWouldLoad())
  useEffect(() => {
    if (leaving) loadFullPage()
  }, [leaving])
  if (leaving) return null
  return (
    <Container className={styles.root} role="alert">
      {/* React puts it in the head, ahead of the page's own title, for as long as this shows. */}
      <title>{t('meta.error.title')}</title>
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.text}>{t('error.description')}</p>
      <div className={styles.actions}>
        <Link to="/{-$locale}" className={button.primary} onClick={() => reset()}>
          {t('error.home')}
        </Link>
        <button
          type="button"
          className={button.secondary}
          // Code that failed stays failed in this document: only a fresh page can try it again.
          onClick={() => location.reload()}
        >
          {t('error.retry')}
        </button>
      </div>
    </Container>
  )
}
