import { Link } from '@tanstack/react-router'
import { button } from '../../components/Button.css'
import { Container } from '../../components/Container'
import { projects as featuredProjects } from 'virtual:featured-projects'
import { useT } from '../../i18n/useLocale'
import { FeaturedProjectCard } from './FeaturedProjectCard'
import { section } from './section.css'
import { SectionHeading } from './SectionHeading'
import * as styles from './FeaturedProjects.css'

/** The projects marked for the home page (`featured: true`), each opening straight into its page, and a way to all of them. */
export function FeaturedProjects() {
  const t = useT()
  return (
    <section className={section} aria-labelledby="featured-title">
      <Container>
        <div className={styles.head}>
          <SectionHeading
            id="featured-title"
            eyebrow={t('projects.featured.eyebrow')}
            title={t('projects.featured.title')}
            subtitle={t('projects.featured.subtitle')}
          />
          <Link to="/{-$locale}/projects" className={`${button.secondary} ${styles.viewAll}`}>
            {t('projects.viewAll')}
          </Link>
        </div>
        <ul className={styles.grid}>
          {featuredProjects.map((project) => (
            <li key={project.slug} className={styles.item}>
              <FeaturedProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
