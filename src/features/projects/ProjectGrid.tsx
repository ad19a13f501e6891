import { memo } from 'react'
import type { Project } from '../../content/project'
import { useT } from '../../i18n/useLocale'
import { ProjectCard } from './ProjectCard'
import type { ProjectOpener } from './useProjectModal'
import * as styles from './ProjectGrid.css'

/**
 * The projects shown (all, or a category's, titled with its name) as cards. Memoised, as the
 * cards: opening or closing a project re-renders only the card whose picture grows.
 */
export const ProjectGrid = memo(function ProjectGrid({
  title,
  projects,
  opener,
  growing,
}: {
  /** The category's name; none: "All projects". */
  title: string | undefined
  projects: readonly Project[]
  opener: ProjectOpener
  /** The project whose card's picture grows into the modal (growingPicture.ts). */
  growing: string | undefined
}) {
  const t = useT()
  return (
    <section className={styles.root} aria-labelledby="projects-grid-title">
      <h2 id="projects-grid-title" className={styles.title}>
        {title ?? t('projects.grid.title')}
      </h2>
      <ul className={styles.list}>
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} opener={opener} grows={project.slug === growing} />
          </li>
        ))}
      </ul>
    </section>
  )
})
