import { lazy, Suspense, useMemo } from 'react'
import { Container } from '../../components/Container'
import { useHydrated } from '../../lib/useHydrated'
import type { Project } from '../../content/project'
import { useLocale, useT } from '../../i18n/useLocale'
import { categoryChoices } from './projectCategories'
import { loadProjectBody, loadProjectModal } from './loadProjectModal'
import { ProjectCarousel } from './ProjectCarousel'
import { ProjectGrid } from './ProjectGrid'
import { ProjectsFilter } from './ProjectsFilter'
import { useProjectModal } from './useProjectModal'
import * as styles from './ProjectsPage.css'

const ProjectModal = lazy(loadProjectModal)

type ProjectsPageProps = {
  /** Every published project, in order, from the route's loader. */
  projects: readonly Project[]
  /** The projects of the category in the URL (`?category=<key>`), or every project. */
  shown: readonly Project[]
  category: string | undefined
  /** The project named in the URL (`?project=<slug>`), looked up by the route's loader. */
  selected: Project | undefined
}

/**
 * Title, the filter by category, the carousel and the grid of the category's projects, and the
 * modal of the project in the URL.
 */
export function ProjectsPage({ projects, shown, category, selected }: ProjectsPageProps) {
  const t = useT()
  const locale = useLocale()
  const choices = useMemo(() => categoryChoices(projects), [projects])
  const modal = useProjectModal(selected?.slug)
  // Never during hydration: a shared link's page shows the project as a preview until the modal's
  // code has arrived (the route's loader waited for the preview's).
  const hydrated = useHydrated()
  const ProjectPreview = loadProjectBody.loaded?.ProjectPreview
  const preview =
    selected && ProjectPreview ? <ProjectPreview project={selected} catalogue={projects} /> : null
  return (
    <Container className={styles.root}>
      <h1 className={styles.title}>{t('projects.page.title')}</h1>
      <p className={styles.subtitle}>{t('projects.page.subtitle')}</p>
      <ProjectsFilter choices={choices} total={projects.length} current={category} />
      <ProjectCarousel
        // A new set of slides is a new carousel: it starts at its first slide.
        key={category}
        projects={shown}
        opener={modal.openers.carousel}
        growing={modal.growingIn('carousel')}
      />
      <ProjectGrid
        title={category ? shown[0]?.category[locale] : undefined}
        projects={shown}
        opener={modal.openers.grid}
        growing={modal.growingIn('grid')}
      />
      {!hydrated && preview}
      {modal.mounted && hydrated && (
        <Suspense fallback={preview}>
          <ProjectModal
            project={selected}
            catalogue={projects}
            onClose={modal.close}
            returnFocusTo={modal.returnFocusTo}
          />
        </Suspense>
      )}
    </Container>
  )
}
