import { projects } from '../../content/projects'
import { useT } from '../../i18n/useLocale'
import { ProjectCard } from './ProjectCard'
import type { OpenProjectHandler } from './ProjectLink'
import * as styles from './ProjectGrid.css'

/** Every project as a card, one column on phones, two from md, three from lg. */
export function ProjectGrid({ onOpen }: { onOpen: OpenProjectHandler }) {
  const t = useT()
  return (
    <section className={styles.root} aria-labelledby="projects-grid-title">
      <h2 id="projects-grid-title" className={styles.title}>
        {t('projects.grid.title')}
      </h2>
      <ul className={styles.list}>
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  )
}
