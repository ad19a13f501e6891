import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { button } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { useT } from '../../i18n/useLocale'
import * as styles from './StatusPage.css'

/** Shown when a page fails to render. The header and footer stay when the error is below them. */
export function ErrorPage({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const t = useT()
  const router = useRouter()
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
