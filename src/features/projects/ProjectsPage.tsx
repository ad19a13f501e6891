import { lazy, Suspense } from 'react'
import { Container } from '../../components/Container'
import { useHydrated } from '../../components/useHydrated'
import { findProject, type ProjectSlug } from '../../content/projects'
import { useT } from '../../i18n/useLocale'
import { withRetry } from '../../loadCode'
import { loadProjectModal } from './loadProjectModal'
import { ProjectCarousel } from './ProjectCarousel'
import { ProjectGrid } from './ProjectGrid'
import { ProjectPreview } from './ProjectPreview'
import { useProjectModal } from './useProjectModal'
import { useServedProject } from './useServedProject'
import * as styles from './ProjectsPage.css'

const ProjectModal = lazy(() => withRetry(loadProjectModal))

type ProjectsPageProps = {
  /** The project named in the URL (`?project=<slug>`), already validated by the route. */
  selected: ProjectSlug | undefined
}

/** Title, the projects carousel, the grid, and the modal of the project in the URL. */
export function ProjectsPage({ selected }: ProjectsPageProps) {
  const t = useT()
  const modal = useProjectModal(selected)
  // The modal mounts when a project is about to open (useProjectModal), never during hydration.
  // A project's own page (a shared link the Worker answered) carries that project open in its
  // HTML: the preview stays until the modal has loaded.
  const hydrated = useHydrated()
  const served = useServedProject(selected)
  const servedProject =
    served !== undefined && served === selected ? findProject(served) : undefined
  const preview = servedProject ? <ProjectPreview project={servedProject} /> : null
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{t('projects.page.title')}</h1>
      <p className={styles.subtitle}>{t('projects.page.subtitle')}</p>
      <ProjectCarousel opener={modal.opener} />
      <ProjectGrid opener={modal.opener} />
      {!hydrated && preview}
      {modal.mounted && hydrated && (
        <Suspense fallback={preview}>
          <ProjectModal slug={selected} onClose={modal.close} returnFocusTo={modal.returnFocusTo} />
        </Suspense>
      )}
    </Container>
  )
}
