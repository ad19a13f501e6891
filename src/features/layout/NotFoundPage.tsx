import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { button } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { useT } from '../../i18n/useLocale'
import * as styles from './StatusPage.css'

/** Any path the site does not have. The missing path goes to the console once per visit to it. */
export function NotFoundPage() {
  const t = useT()
  const path = useRouterState({ select: (state) => state.location.publicHref })
  const logged = useRef<string | null>(null)
  useEffect(() => {
    if (logged.current === path) return
    logged.current = path
    console.warn('404: no page at', path)
  }, [path])
  return (
    <Container className={styles.root}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.description')}</p>
      <Link to="/{-$locale}" className={button.primary}>
        {t('notFound.home')}
      </Link>
    </Container>
  )
}
