import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { createTooltipTiming } from './tooltipTiming'
import { later } from '../lib/loadLater'
import { onIntent } from './press'
import type { TooltipPlacement } from './TooltipPopup'

// The popup (and its positioning code) is not needed to show the page: it loads on the first
// hover or keyboard focus of a trigger, well within the open delay.
// A decoration: gone, the control keeps its accessible name and the page goes on without it.
const loadPopup = later(() => import('./TooltipPopup'), 'nothing')
const TooltipPopup = lazy(loadPopup)

/**
 * A tooltip naming an icon-only control on mouse hover and keyboard focus. Spread `triggerProps`
 * on the control (they give it `label` as its accessible name) and render `popup` beside it.
 * `tooltipTiming` decides when it opens; it closes on leave, blur, press or Escape. `getReady`,
 * if given, runs at the same moment of intent (`onIntent`).
 */
export function useTooltip(
  label: string,
  placement: TooltipPlacement = 'bottom',
  getReady?: () => void,
) {
  const [open, setOpen] = useState(false)
  const [timing] = useState(() => createTooltipTiming(setOpen))
  /** The trigger, known from its first hover or focus; the popup is rendered from then on. */
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)

  useEffect(() => timing.hide, [timing])
  // Attached as the tooltip opens, before it is painted: Escape closes it from the moment it shows
  // (a passive effect could come a little later, and a quick Escape would be missed).
  useLayoutEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') timing.hide()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [open, timing])

  const show = (trigger: HTMLElement) => {
    getReady?.()
    setAnchor(trigger)
    void loadPopup.preload()
    timing.show()
  }

  return {
    triggerProps: {
      'aria-label': label,
      ...onIntent(show),
      onPointerLeave: timing.hide,
      onPointerDown: timing.hide,
      onBlur: timing.hide,
    },
    popup: anchor && (
      <Suspense fallback={null}>
        <TooltipPopup anchor={anchor} open={open} label={label} placement={placement} />
      </Suspense>
    ),
  }
}
