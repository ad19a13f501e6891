import { ProjectImage } from '../../components/ProjectImage'
import type { Project } from '../../content/projects'
import { useLocale } from '../../i18n/useLocale'
import { ProjectFilm } from './ProjectFilm'
import * as styles from './ProjectMedia.css'

/** An image project's picture, or a video project's film (played when the visitor asks). */
export function ProjectMedia({ project }: { project: Project }) {
  const locale = useLocale()
  if (project.type === 'video') return <ProjectFilm project={project} />
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
