import { Link } from '@tanstack/react-router'
import { isPlainClick } from '../../components/press'
import { tellSite } from '../../components/siteEvents'
import { ArrowRightIcon } from '../../components/icons'
import { ProjectImage } from '../../components/ProjectImage'
import type { ProjectSummary } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import * as styles from './FeaturedProjectCard.css'

/** How wide a card's image is shown, so the browser picks the right file. */
const IMAGE_SIZES = '(min-width: 1024px) 380px, 100vw'

/**
 * One project: picture and title, with category, description and "View project" revealed on
 * hover and keyboard focus (always shown on touch screens). The link opens the project's modal.
 */
export function FeaturedProjectCard({ project }: { project: ProjectSummary }) {
  const t = useT()
  const locale = useLocale()
  const titleId = `featured-${project.slug}`
  const title = project.title[locale]
  return (
    <article className={styles.root} aria-labelledby={titleId}>
      <div className={styles.frame}>
        <ProjectImage
          picture={project.image}
          locale={locale}
          sizes={IMAGE_SIZES}
          className={styles.image}
        />
      </div>
      <p className={styles.category}>{project.category[locale]}</p>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <div className={styles.details}>
          <div className={styles.detailsInner}>
            <p className={styles.description}>{project.description[locale]}</p>
            <Link
              to="/{-$locale}/projects"
              search={{ project: project.slug }}
              className={styles.link}
              onClick={(event) => {
                if (isPlainClick(event)) tellSite({ type: 'project', slug: project.slug })
              }}
              aria-label={t('projects.featured.viewProjectNamed', { title })}
            >
              {t('projects.viewProject')}
              <ArrowRightIcon />
            </Link>
          </div>
        </div>
      </div>
    </article>
  )
}
