import { memo } from 'react'
import { ProjectImage } from '../../components/ProjectImage'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { categoryLabel } from '../../styles/typography.css'
import { grows as holdsName } from './growingPicture.css'
import { ProjectLink } from './ProjectLink'
import type { ProjectOpener } from './useProjectModal'
import * as card from './ProjectCard.css'
import * as styles from './ProjectSlide.css'

type ProjectSlideProps = {
  project: Project
  index: number
  total: number
  className: string
  opener: ProjectOpener
  /** Its picture holds the name the modal's grows from and back into (growingPicture.ts). */
  grows: boolean
}

/**
 * One carousel slide: the picture with its category and title over it, labelled "n of total".
 * Memoised: a move re-renders the carousel (its buttons, its announcement), not the slides.
 */
export const ProjectSlide = memo(function ProjectSlide({
  project,
  index,
  total,
  className,
  opener,
  grows,
}: ProjectSlideProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('projects.carousel.slide', { index: index + 1, total })}
      className={className}
      data-index={index}
    >
      <div className={card.frame}>
        <ProjectImage
          picture={project.image}
          locale={locale}
          className={grows ? `${card.image} ${holdsName}` : card.image}
          sizes={card.imageSizes}
          priority={index === 0}
        />
        <div className={styles.caption}>
          <p className={categoryLabel}>{project.category[locale]}</p>
          <p className={card.title}>{project.title[locale]}</p>
        </div>
        <ProjectLink project={project} className={card.link} opener={opener} />
      </div>
    </div>
  )
})
