import { createFileRoute } from '@tanstack/react-router'
import { ProjectsPage } from '../../src/features/projects/ProjectsPage'
import { validateProjectsSearch } from '../../src/features/projects/projectsSearch'
import { pageHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/projects')({
  validateSearch: validateProjectsSearch,
  head: ({ params }) => pageHead('projects', params.locale),
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const { project } = Route.useSearch()
  return <ProjectsPage selected={project} />
}
