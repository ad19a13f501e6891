import { lazy, Suspense } from 'react'
import { Container } from '../../components/Container'
import { useHydrated } from '../../components/useHydrated'
import type { Project } from '../../content/project'
import { useT } from '../../i18n/useLocale'
import { withRetry } from '../../loadCode'
import { loadProjectModal } from './loadProjectModal'
import { ProjectCarousel } from './ProjectCarousel'
import { ProjectGrid } from './ProjectGrid'
import { ProjectPreview } from './ProjectPreview'
import { useProjectModal } from './useProjectModal'
import { servedProject } from './servedProject'
import * as styles from './ProjectsPage.css'

const ProjectModal = lazy(() => withRetry(loadProjectModal))

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
  // A project's own page (a shared link the Worker answered) carries that project open in its
  // HTML: the preview stays until the modal has loaded.
  const hydrated = useHydrated()
  const served = servedProject(selected?.slug)
  const preview =
    selected && served === selected.slug ? <ProjectPreview project={selected} /> : null
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
