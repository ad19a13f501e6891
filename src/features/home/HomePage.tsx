import { Link } from '@tanstack/react-router'
import { button } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { SectionLink } from '../../components/SectionLink'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { site } from '../../content/site'
import { useT } from '../../i18n/useLocale'
import * as styles from './HomePage.css'

export function HomePage() {
  const t = useT()
  useDocumentTitle(t('meta.home.title'))
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <Container>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <div className={styles.actions}>
            <SectionLink to="/" hash="contact" className={button()}>
              {t('hero.workWithUs')}
            </SectionLink>
            <Link to="/projects" className={button({ variant: 'secondary' })}>
              {t('hero.viewProjects')}
            </Link>
          </div>
        </Container>
      </section>
      <section id="contact" className={styles.section} aria-labelledby="contact-title">
        <Container>
          <h2 id="contact-title" className={styles.sectionTitle}>
            {t('contact.title')}
          </h2>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </Container>
      </section>
    </>
  )
}
