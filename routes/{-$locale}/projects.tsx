import { createFileRoute, redirect } from '@tanstack/react-router'
import { findProject } from '../../src/content/projects'
import { ProjectsPage } from '../../src/features/projects/ProjectsPage'
import { validateProjectsSearch } from '../../src/features/projects/projectsSearch'
import { pageHead, projectHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/projects')({
  validateSearch: validateProjectsSearch,
  loaderDeps: ({ search }) => ({ slug: search.project }),
  // The loader holds the whole catalogue: it loads with the page's component, not with every
  // page (the home page shows three projects and carries only those).
  codeSplitGroupings: [['loader', 'component']],
  // The project named in the address; a slug nobody published is dropped from the address
  // (replaced, so Back skips it) and the page shows without a modal.
  loader: ({ deps: { slug }, params }) => {
    if (slug === undefined) return { project: undefined }
    const project = findProject(slug)
    if (!project) {
      throw redirect({
        to: '/{-$locale}/projects',
        params,
        search: (previous) => ({ ...previous, project: undefined }),
        replace: true,
      })
    }
    return { project }
  },
  // A project's own link (`?project=<slug>`) has its own title, description and share card.
  head: ({ params, loaderData }) =>
    loaderData?.project
      ? projectHead(loaderData.project, params.locale)
      : pageHead('projects', params.locale),
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const { project } = Route.useLoaderData()
  return <ProjectsPage selected={project?.slug} />
}
