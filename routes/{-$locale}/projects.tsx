import { createFileRoute, redirect } from '@tanstack/react-router'
import { projects } from 'virtual:projects'
import { loadProjectBody } from '../../src/features/projects/loadProjectModal'
import { ProjectsPage } from '../../src/features/projects/ProjectsPage'
import { projectsIn } from '../../src/features/projects/projectCategories'
import { validateProjectsSearch } from '../../src/features/projects/projectsSearch'
import { pageHead, projectHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/projects')({
  validateSearch: validateProjectsSearch,
  loaderDeps: ({ search }) => ({ slug: search.project, category: search.category }),
  // The loader holds the whole catalogue: it loads with the page's component, not every page.
  codeSplitGroupings: [['loader', 'component']],
  // The one place a project is looked up. A slug nobody published, or a category without
  // projects, is dropped from the address (replaced, so Back skips it).
  loader: async ({ deps: { slug, category }, params }) => {
    const shown = projectsIn(projects, category)
    const project =
      slug === undefined ? undefined : projects.find((published) => published.slug === slug)
    const unpublished = slug !== undefined && !project
    const empty = shown.length === 0
    if (unpublished || empty) {
      throw redirect({
        to: '/{-$locale}/projects',
        params,
        search: (previous) => ({
          ...previous,
          project: unpublished ? undefined : previous.project,
          category: empty ? undefined : previous.category,
        }),
        replace: true,
      })
    }
    // Gone after the one full page load (loadLater.ts): the page goes on without the preview,
    // and the modal's own load shows the error page.
    if (project) await loadProjectBody().catch(() => undefined)
    return { projects, shown, category, project }
  },
  // A project's own link (`?project=<slug>`) has its own title, description and share card.
  head: ({ params, loaderData }) =>
    loaderData?.project
      ? projectHead(loaderData.project, params.locale)
      : pageHead('projects', params.locale),
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const { projects, shown, category, project } = Route.useLoaderData()
  return <ProjectsPage projects={projects} shown={shown} category={category} selected={project} />
}
