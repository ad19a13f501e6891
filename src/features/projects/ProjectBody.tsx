import { Link } from '@tanstack/react-router'
import type { ComponentType, ReactNode } from 'react'
import { iconButton } from '../../components/Button.css'
import { CloseIcon } from '../../components/icons'
import { backdrop } from '../../components/Overlay.css'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { categoryLabel } from '../../styles/typography.css'
import { ComparisonFrame, type ComparisonProps } from './ComparisonFrame'
import { ProjectGallery } from './ProjectGallery'
import { ProjectMedia } from './ProjectMedia'
import { ProjectNext } from './ProjectNext'
import { ProjectOutcome } from './ProjectOutcome'
import { ProjectOverview } from './ProjectOverview'
import * as styles from './ProjectModal.css'

type ProjectBodyProps = {
  project: Project
  /** Every published project: the end of this one offers others (`ProjectNext`). */
  catalogue: readonly Project[]
  /** The project's title as a heading: the dialog's own title element, or a plain heading. */
  heading: ReactNode
  /** Beside the heading: Share and Close in the dialog, a link back in the prerendered page. */
  actions: ReactNode
  /** Whether its picture holds the name a card's picture grows into (growingPicture.ts). */
  grows: boolean
  /** The original beside the AI result: the window's own, or by default as prerendered. */
  Compare?: ComponentType<ComparisonProps>
}

/**
 * What an open project shows, the same in the dialog (`ProjectModal`) and a shared link's
 * prerendered page (`ProjectPreview`), so the one hands over to the other without a change.
 */
export function ProjectBody({
  project,
  catalogue,
  heading,
  actions,
  grows,
  Compare = ComparisonFrame,
}: ProjectBodyProps) {
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
      {project.original && <Compare original={project.original} result={project.image} />}
      <ProjectOutcome project={project} />
      <ProjectGallery project={project} />
      <ProjectNext project={project} catalogue={catalogue} />
    </>
  )
}

/** The open project as a shared link's prerendered page carries it, until the modal's code. */
export function ProjectPreview({
  project,
  catalogue,
}: {
  project: Project
  catalogue: readonly Project[]
}) {
  const t = useT()
  const locale = useLocale()
  const titleId = `project-preview-${project.slug}`
  return (
    <>
      <div className={backdrop} />
      <div className={styles.positioner}>
        <div role="dialog" aria-labelledby={titleId} className={styles.content}>
          <ProjectBody
            project={project}
            catalogue={catalogue}
            heading={
              <h2 id={titleId} className={styles.title}>
                {project.title[locale]}
              </h2>
            }
            actions={
              <Link
                to="/{-$locale}/projects"
                search={{}}
                className={iconButton}
                aria-label={t('projects.modal.close')}
              >
                <CloseIcon />
              </Link>
            }
            grows={false}
          />
        </div>
      </div>
    </>
  )
}
