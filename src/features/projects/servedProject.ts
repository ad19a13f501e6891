import type { ProjectSlug } from '../../content/project'

/** The project the prerender marked on `#root`, read once: the HTML the host served stays. */
const markedOnRoot: ProjectSlug | undefined =
  typeof document === 'undefined'
    ? undefined
    : document.getElementById('root')?.dataset.prerenderedProject

/**
 * The project whose own page this HTML is: a shared link (`/projects?project=<slug>`) answered
 * by the Worker with that project's prerendered page, which carries it open. A plain static host
 * answers the same link with the plain projects page: then there is none, and the modal opens
 * once the app runs, as before. When prerendering, it is the project in the URL being rendered.
 */
export function servedProject(selected: ProjectSlug | undefined): ProjectSlug | undefined {
  return typeof document === 'undefined' ? selected : markedOnRoot
}
