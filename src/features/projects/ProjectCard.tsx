import { memo } from 'react'
import { ProjectImage } from '../../components/ProjectImage'
import type { Project } from '../../content/project'
import { useLocale } from '../../i18n/useLocale'
import { categoryLabel } from '../../styles/typography.css'
import { grows as holdsName } from './growingPicture.css'
import { CardLoop } from './CardLoop'
import { media } from './CardLoop.css'
import { ProjectLink } from './ProjectLink'
import { cardLinkId } from './projectIds'
import type { ProjectOpener } from './useProjectModal'
import * as styles from './ProjectCard.css'

type ProjectCardProps = {
  project: Project
  opener: ProjectOpener
  /** Its picture holds the name the modal's grows from and back into (growingPicture.ts). */
  grows: boolean
}

/**
 * A project in the grid: picture (and its loop, playing while in view), category, title and short
 * description; the card opens it.
 */
export const ProjectCard = memo(function ProjectCard({ project, opener, grows }: ProjectCardProps) {
  const locale = useLocale()
  const linkId = cardLinkId(project.slug)
  return (
    <article className={styles.frame} aria-labelledby={`${linkId}-title`}>
      <div className={media}>
        <ProjectImage
          picture={project.image}
          locale={locale}
          className={grows ? `${styles.image} ${holdsName}` : styles.image}
          sizes={styles.imageSizes}
        />
        {project.loop && <CardLoop loop={project.loop} />}
      </div>
      <div className={styles.body}>
        <p className={categoryLabel}>{project.category[locale]}</p>
        <h3 id={`${linkId}-title`} className={styles.title}>
          {project.title[locale]}
        </h3>
        <p className={styles.description}>{project.description[locale]}</p>
      </div>
      <ProjectLink project={project} id={linkId} className={styles.link} opener={opener} />
    </article>
  )
})
