import { lazy, Suspense } from 'react'
import { Container } from '../../components/Container'
import { useHydrated } from '../../handover/useHydrated'
import type { Project } from '../../content/project'
import { useT } from '../../i18n/useLocale'
import { loadProjectModal } from './loadProjectModal'
import { ProjectCarousel } from './ProjectCarousel'
import { ProjectGrid } from './ProjectGrid'
import { ProjectPreview } from './ProjectPreview'
import { useProjectModal } from './useProjectModal'
import * as styles from './ProjectsPage.css'

const ProjectModal = lazy(loadProjectModal)

type ProjectsPageProps = {
  /** Every published project, in order, from the route's loader. */
  projects: readonly Project[]
  /** The project named in the URL (`?project=<slug>`), looked up by the route's loader. */
  selected: Project | undefined
}

/** Title, the projects carousel, the grid, and the modal of the project in the URL. */
export function ProjectsPage({ projects, selected }: ProjectsPageProps) {
  const t = useT()
  const modal = useProjectModal(selected?.slug)
  // The modal mounts when a project is about to open (useProjectModal), never during hydration.
  // A shared link's page carries its project open as a preview (the prerendered project page,
  // hydrated as it is: src/handover/start.tsx), which stays until the modal's code has arrived.
  const hydrated = useHydrated()
  const preview = selected ? <ProjectPreview project={selected} /> : null
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{t('projects.page.title')}</h1>
      <p className={styles.subtitle}>{t('projects.page.subtitle')}</p>
      <ProjectCarousel
        projects={projects}
        opener={modal.openers.carousel}
        growing={modal.growingIn('carousel')}
      />
      <ProjectGrid
        projects={projects}
        opener={modal.openers.grid}
        growing={modal.growingIn('grid')}
      />
      {!hydrated && preview}
      {modal.mounted && hydrated && (
        <Suspense fallback={preview}>
          <ProjectModal
            project={selected}
            onClose={modal.close}
            returnFocusTo={modal.returnFocusTo}
          />
        </Suspense>
      )}
    </Container>
  )
}
