import type { ReactNode } from 'react'
import type { Project } from '../../content/project'
import { useLocale } from '../../i18n/useLocale'
import { categoryLabel } from '../../styles/typography.css'
import { ProjectGallery } from './ProjectGallery'
import { ProjectMedia } from './ProjectMedia'
import { ProjectOverview } from './ProjectOverview'
import * as styles from './ProjectModal.css'

type ProjectBodyProps = {
  project: Project
  /** The project's title as a heading: the dialog's own title element, or a plain heading. */
  heading: ReactNode
  /** Beside the heading: Share and Close in the dialog, a link back in the prerendered page. */
  actions: ReactNode
  /** Whether its picture holds the name a card's picture grows into (growingPicture.ts). */
  grows: boolean
}

/**
 * What an open project shows: category and title with its actions, the film (or the image), the
 * overview and the gallery. The same in the app's dialog (`ProjectModal`) and in a shared link's prerendered
 * page (`ProjectPreview`), so the one hands over to the other without a change.
 */
export function ProjectBody({ project, heading, actions, grows }: ProjectBodyProps) {
  const locale = useLocale()
  return (
    <>
      <div className={styles.header}>
        <div>
          <p className={categoryLabel}>{project.category[locale]}</p>
          {heading}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
      <ProjectMedia project={project} grows={grows} />
      <ProjectOverview project={project} />
      <ProjectGallery project={project} />
    </>
  )
}
