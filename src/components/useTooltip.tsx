import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { createTooltipTiming } from './tooltipTiming'
import { later } from '../lib/loadLater'
import { onIntent } from './press'
import type { TooltipPlacement } from './TooltipPopup'

// Loads on a trigger's first hover or focus, well within the open delay; gone, the control keeps
// its accessible name.
const loadPopup = later(() => import('./TooltipPopup'), 'nothing')
const TooltipPopup = lazy(loadPopup)

/**
 * A tooltip naming an icon-only control: spread `triggerProps` on it (its accessible name too)
 * and render `popup` beside it. `getReady` runs at the same moment of intent.
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
