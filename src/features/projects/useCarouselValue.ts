import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { useCallback, useSyncExternalStore } from 'react'

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

/** Reads one value from embla and re-renders when the selection or layout changes. */
export function useCarouselValue<T>(
  api: CarouselApi | undefined,
  read: (api: CarouselApi) => T,
  empty: T,
) {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {}
      api.on('select', notify).on('reInit', notify)
      return () => {
        api.off('select', notify).off('reInit', notify)
      }
    },
    [api],
  )
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : empty),
    () => empty,
  )
}
