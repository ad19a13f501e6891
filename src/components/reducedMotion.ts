import { useSyncExternalStore } from 'react'
import { media } from '../styles/breakpoints'

const query = () => window.matchMedia(media.reducedMotion)

/** True while the visitor asks the system for less motion (read at the moment of asking). */
export const prefersReducedMotion = () => query().matches

function subscribe(notify: () => void) {
  const list = query()
  list.addEventListener('change', notify)
  return () => list.removeEventListener('change', notify)
}

/** `prefersReducedMotion` for rendering: follows changes live; false while prerendering. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false)
}
