import * as z from 'zod/mini'
import { projectSlugs } from '../../content/projects'

/**
 * What the projects page keeps in its URL: `?project=<slug>` names the open project.
 * Anything else (an unknown slug, an empty or repeated value, a number, broken encoding)
 * falls back to "no project", so a bad link shows the page without the modal instead of an
 * error; the router then rewrites the address without it. Other parameters pass through.
 * (`zod/mini`: this schema ships with every page, and the mini build tree-shakes to a few KB.)
 */
export const projectsSearchSchema = z.object({
  project: z.catch(z.optional(z.enum(projectSlugs)), undefined),
})

export type ProjectsSearch = z.infer<typeof projectsSearchSchema>
