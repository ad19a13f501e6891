import useEmblaCarousel from 'embla-carousel-react'
import { useHydrated } from '../../lib/useHydrated'
import { usePrefersReducedMotion } from '../../components/reducedMotion'
import type { Direction } from './carouselKeys'
import { useCarouselValue } from './useCarouselValue'

/** Spec: align start, loop on. Slides per view (1 / 2 / 3) come from the slide widths in CSS. */
const OPTIONS = { align: 'start', loop: true, duration: 28 } as const

/**
 * The projects carousel's state and moves. Under reduced motion every move jumps instead of
 * sliding. `canPrevious`/`canNext` are false when every slide already fits.
 */
export function useProjectCarousel() {
  const reducedMotion = usePrefersReducedMotion()
  // Starts once the page is interactive, when every slide is displayed (see the slide styles).
  const enhanced = useHydrated()
  const [viewportRef, api] = useEmblaCarousel({ ...OPTIONS, active: enhanced })
  const canPrevious = useCarouselValue(api, (carousel) => carousel.canScrollPrev(), false)
  const canNext = useCarouselValue(api, (carousel) => carousel.canScrollNext(), false)

  /** Moves one step and returns the slide element now at the start, if any. */
  const move = (direction: Direction): HTMLElement | undefined => {
    if (!api) return undefined
    if (direction === 'previous') api.scrollPrev(reducedMotion)
    else api.scrollNext(reducedMotion)
    return api.slideNodes()[api.selectedScrollSnap()]
  }

  return { viewportRef, enhanced, canPrevious, canNext, move }
}
