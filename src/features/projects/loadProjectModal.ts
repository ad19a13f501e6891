import { later } from '../../lib/loadLater'

/**
 * The project modal (and Ark's dialog code with it) loads on demand, never with the page. Gone
 * (a deploy): the page at the project's address, which shows it.
 */
export const loadProjectModal = later(() => import('./ProjectModal'), 'reload')

/**
 * What an open project shows (`ProjectBody`, which the modal imports) and its prerendered
 * preview: the projects route's loader waits for it when the address names a project, so a
 * shared link's page hydrates with it, and the projects page's first load never carries it.
 */
export const loadProjectBody = later(() => import('./ProjectBody'), 'reload')
