import { ProjectImage } from '../../components/ProjectImage'
import type { Project } from '../../content/project'
import { useLocale } from '../../i18n/useLocale'
import { ProjectFilm } from './ProjectFilm'
import { grows as holdsName } from './growingPicture.css'
import * as styles from './ProjectMedia.css'

type ProjectMediaProps = {
  project: Project
  /** Whether the picture holds the name the card's picture grows into (growingPicture.ts). */
  grows: boolean
}

/** An image project's picture, or a video project's film (played when the visitor asks). */
export function ProjectMedia({ project, grows }: ProjectMediaProps) {
  const locale = useLocale()
  return (
    <div className={grows ? holdsName : undefined}>
      {project.type === 'video' ? (
        <ProjectFilm project={project} />
      ) : (
        <ProjectImage
          picture={project.image}
          locale={locale}
          className={styles.image}
          sizes="(min-width: 768px) 656px, 100vw"
          priority
        />
      )}
    </div>
  )
}
