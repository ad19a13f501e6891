import { createFileRoute } from '@tanstack/react-router'
import { ProjectsPage } from '../src/features/projects/ProjectsPage'
import { validateProjectsSearch } from '../src/features/projects/projectsSearch'

export const Route = createFileRoute('/projects')({
  validateSearch: validateProjectsSearch,
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const { project } = Route.useSearch()
  return <ProjectsPage selected={project} />
}
