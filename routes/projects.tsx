import { createFileRoute } from '@tanstack/react-router'
import { ProjectsPage } from '../src/features/projects/ProjectsPage'

export const Route = createFileRoute('/projects')({
  component: ProjectsPage,
})
