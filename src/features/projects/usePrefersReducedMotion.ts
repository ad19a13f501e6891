import { useSyncExternalStore } from 'react'
import { media } from '../../styles/breakpoints'

const query = () => window.matchMedia(media.reducedMotion)

function subscribe(notify: () => void) {
  const list = query()
  list.addEventListener('change', notify)
  return () => list.removeEventListener('change', notify)
}

/** True while the visitor asks the system for less motion; follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  )
}
