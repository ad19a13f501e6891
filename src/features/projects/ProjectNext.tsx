import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { button } from '../../components/Button.css'
import { ProjectImage } from '../../components/ProjectImage'
import type { Project } from '../../content/project'
import { projectWindowWords } from '../../i18n/projectWindow'
import { useLocale } from '../../i18n/useLocale'
import { relatedProjects } from './relatedProjects'
import * as styles from './ProjectNext.css'

type ProjectNextProps = { project: Project; catalogue: readonly Project[] }

/** What comes after a project: others that open in the same window, and a call to write. */
export function ProjectNext({ project, catalogue }: ProjectNextProps) {
  const locale = useLocale()
  const words = projectWindowWords[locale]
  const titleId = useId()
  const related = relatedProjects(project, catalogue)
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {related.length > 0 && (
        <>
          <h3 id={titleId} className={styles.title}>
            {words['related.title']}
          </h3>
          <ul className={styles.list}>
            {related.map((other) => (
              <li key={other.slug} className={styles.item}>
                <ProjectImage
                  picture={other.image}
                  locale={locale}
                  className={styles.image}
                  sizes="(min-width: 768px) 214px, 30vw"
                />
                <Link
                  to="/{-$locale}/projects"
                  search={(previous) => ({ ...previous, project: other.slug })}
                  preload={false}
                  className={styles.link}
                >
                  {other.title[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        to="/{-$locale}"
        search={{ about: project.title[locale] }}
        hash="contact"
        className={`${button.primary} ${styles.write}`}
      >
        {words['related.write']}
      </Link>
    </section>
  )
}
