import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered HTML (and when prerendering), true afterwards.
 * Render anything that depends on the visit (an open `?project=` modal, the pointer glow)
 * only when this is true, so the first client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
