import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The current year. Prerendered HTML carries the build's year; when a visitor's clock says a
 * later year, the page updates right after hydration instead of mismatching.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}
