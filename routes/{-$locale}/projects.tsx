import { createFileRoute, redirect } from '@tanstack/react-router'
import { projects } from 'virtual:projects'
import { ProjectsPage } from '../../src/features/projects/ProjectsPage'
import { validateProjectsSearch } from '../../src/features/projects/projectsSearch'
import { pageHead, projectHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/projects')({
  validateSearch: validateProjectsSearch,
  loaderDeps: ({ search }) => ({ slug: search.project }),
  // The loader holds the whole catalogue (the build's, from src/content/projects/): it loads
  // with the page's component, not with every page (the home page carries only its own).
  codeSplitGroupings: [['loader', 'component']],
  // The one place a project is looked up: the project named in the address, handed with the
  // catalogue to the page and its modal. A slug nobody published is dropped from the address
  // (replaced, so Back skips it) and the page shows without a modal.
  loader: ({ deps: { slug }, params }) => {
    if (slug === undefined) return { projects, project: undefined }
    const project = projects.find((published) => published.slug === slug)
    if (!project) {
      throw redirect({
        to: '/{-$locale}/projects',
        params,
        search: (previous) => ({ ...previous, project: undefined }),
        replace: true,
      })
    }
    return { projects, project }
  },
  // A project's own link (`?project=<slug>`) has its own title, description and share card.
  head: ({ params, loaderData }) =>
    loaderData?.project
      ? projectHead(loaderData.project, params.locale)
      : pageHead('projects', params.locale),
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const { projects, project } = Route.useLoaderData()
  return <ProjectsPage projects={projects} selected={project} />
}
