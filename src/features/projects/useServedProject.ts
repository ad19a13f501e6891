import { useSyncExternalStore } from 'react'
import type { ProjectSlug } from '../../content/project'

const subscribe = () => () => {}

/** The project whose page the host served, as the prerender marked it on `#root`. */
function servedProject(): ProjectSlug | undefined {
  return document.getElementById('root')?.dataset.prerenderedProject
}

/**
 * The project whose own page this HTML is: a shared link (`/projects?project=<slug>`) answered
 * by the Worker with that project's prerendered page, which carries it open. A plain static host
 * answers the same link with the plain projects page: then there is none, and the modal opens
 * once the app runs, as before. When prerendering, it is the project in the URL being rendered.
 */
export function useServedProject(selected: ProjectSlug | undefined): ProjectSlug | undefined {
  return useSyncExternalStore(subscribe, servedProject, () =>
    typeof document === 'undefined' ? selected : servedProject(),
  )
}
