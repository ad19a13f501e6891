import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False while hydrating (and prerendering), true afterwards: what depends on the visit waits. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
