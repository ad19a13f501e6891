/** The project modal (and Ark's dialog code with it) loads on demand, never with the page. */
export const loadProjectModal = () => import('./ProjectModal')
