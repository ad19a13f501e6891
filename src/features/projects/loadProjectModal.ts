import { later } from '../../lib/loadLater'

/** The project modal (and Ark's dialog) loads on demand; gone, the page at its address. */
export const loadProjectModal = later(() => import('./ProjectModal'), 'reload')

/**
 * What an open project shows and its preview: the projects route's loader waits for it when the
 * address names a project, so a shared link's page hydrates with it.
 */
export const loadProjectBody = later(() => import('./ProjectBody'), 'reload')
