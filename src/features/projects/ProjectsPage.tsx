import { Container } from '../../components/Container'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useT } from '../../i18n/useLocale'
import * as styles from './ProjectsPage.css'

export function ProjectsPage() {
  const t = useT()
  useDocumentTitle(t('meta.projects.title'))
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{t('projects.page.title')}</h1>
      <p className={styles.subtitle}>{t('projects.page.subtitle')}</p>
    </Container>
  )
}
