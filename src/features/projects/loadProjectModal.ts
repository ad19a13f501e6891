import { later } from '../../lib/loadLater'

/**
 * The project modal (and Ark's dialog code with it) loads on demand, never with the page. Gone
 * (a deploy): the page at the project's address, which shows it.
 */
export const loadProjectModal = later(() => import('./ProjectModal'), 'reload')
