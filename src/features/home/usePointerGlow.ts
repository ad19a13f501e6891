import { useEffect, type RefObject } from 'react'
import { GLOW_QUERY, GLOW_X, GLOW_Y } from './heroGlow'

/**
 * Makes a glow follow the pointer over `ref`'s element: its page position in two custom
 * properties, once a frame at most; nothing is measured (the hero starts at the page's corner).
 */
export function usePointerGlow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const query = window.matchMedia(GLOW_QUERY)
    let frame = 0
    let x = 0
    let y = 0

    const paint = () => {
      frame = 0
      element.style.setProperty(GLOW_X, `${x}px`)
      element.style.setProperty(GLOW_Y, `${y}px`)
      if (element.dataset.glow !== 'on') element.dataset.glow = 'on'
    }
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return
      x = event.pageX
      y = event.pageY
      if (!frame) frame = requestAnimationFrame(paint)
    }
    const onLeave = () => {
      delete element.dataset.glow
    }
    const stop = () => {
      element.removeEventListener('pointermove', onMove)
      element.removeEventListener('pointerleave', onLeave)
      if (frame) cancelAnimationFrame(frame)
      frame = 0
      onLeave()
    }
    const sync = () => {
      stop()
      if (!query.matches) return
      element.addEventListener('pointermove', onMove, { passive: true })
      element.addEventListener('pointerleave', onLeave, { passive: true })
    }

    sync()
    query.addEventListener('change', sync)
    return () => {
      query.removeEventListener('change', sync)
      stop()
    }
  }, [ref])
}
