import { Link } from '@tanstack/react-router'
import { iconButton } from '../../components/Button.css'
import { CloseIcon } from '../../components/icons'
import { backdrop } from '../../components/Overlay.css'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { ProjectBody } from './ProjectBody'
import * as styles from './ProjectModal.css'

/**
 * The open project as a shared link's prerendered page carries it (`servedProject`): what
 * the modal shows, in plain HTML, for readers without JavaScript and until the modal's code has
 * loaded. Closing is a link to the projects page.
 */
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
