import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { button } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useT } from '../../i18n/useLocale'
import * as styles from './StatusPage.css'

/** Shown when a page fails to render. The header and footer stay when the error is below them. */
export function ErrorPage({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const t = useT()
  const router = useRouter()
  useDocumentTitle(t('meta.error.title'))
  return (
    <Container className={styles.root} role="alert">
      <h1 className={styles.title}>{t('error.title')}</h1>
      <p className={styles.text}>{t('error.description')}</p>
      <div className={styles.actions}>
        <Link to="/" className={button()} onClick={() => reset()}>
          {t('error.home')}
        </Link>
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          {t('error.retry')}
        </button>
      </div>
    </Container>
  )
}
