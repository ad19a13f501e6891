import { createFileRoute } from '@tanstack/react-router'
import { ProjectsPage } from '../../src/features/projects/ProjectsPage'
import { validateProjectsSearch } from '../../src/features/projects/projectsSearch'
import { pageHead, projectHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/projects')({
  validateSearch: validateProjectsSearch,
  // A project's own link (`?project=<slug>`) has its own title, description and share card.
  head: ({ params, match }) =>
    match.search.project
      ? projectHead(match.search.project, params.locale)
      : pageHead('projects', params.locale),
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const { project } = Route.useSearch()
  return <ProjectsPage selected={project} />
}
