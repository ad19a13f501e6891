import { ProjectImage } from '../../components/ProjectImage'
import type { Project } from '../../content/projects'
import { useLocale, useT } from '../../i18n/useLocale'
import * as styles from './ProjectMedia.css'

/** What the player may use; everything else stays off. */
const PLAYER_PERMISSIONS =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture'

/**
 * A video project's embedded player (from the privacy-enhanced host, named for screen readers),
 * or an image project's picture. If the player cannot load, the frame stays empty and the
 * dialog around it keeps working.
 */
export function ProjectMedia({ project }: { project: Project }) {
  const t = useT()
  const locale = useLocale()
  if (project.type === 'image') {
    return (
      <ProjectImage
        project={project}
        locale={locale}
        className={styles.image}
        sizes="(min-width: 768px) 656px, 100vw"
        priority
      />
    )
  }
  return (
    <div className={styles.video}>
      <iframe
        className={styles.frame}
        src={project.embedSrc}
        title={t('projects.modal.videoTitle', { title: project.title[locale] })}
        allow={PLAYER_PERMISSIONS}
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        allowFullScreen
      />
    </div>
  )
}
