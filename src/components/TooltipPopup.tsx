import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom'
import { useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import * as styles from './TooltipPopup.css'

export type TooltipPlacement = 'top' | 'bottom' | 'left' | 'right'

type TooltipPopupProps = {
  /** The trigger it points at. */
  anchor: HTMLElement
  open: boolean
  label: string
  placement: TooltipPlacement
}

/**
 * The tooltip's bubble: shown while `open`, kept beside its trigger by Floating UI (flipped or
 * shifted to stay on screen). It decides nothing: `useTooltip` opens and closes it.
 */
export default function TooltipPopup({ anchor, open, label, placement }: TooltipPopupProps) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const popup = ref.current
    if (!open || !popup) return
    return autoUpdate(anchor, popup, () => {
      void computePosition(anchor, popup, {
        placement,
        strategy: 'fixed',
        middleware: [offset(8), flip(), shift({ padding: 8 })],
      }).then(({ x, y }) => {
        popup.style.left = `${x}px`
        popup.style.top = `${y}px`
      })
    })
  }, [anchor, open, placement])

  if (!open) return null
  return createPortal(
    <div ref={ref} role="tooltip" className={styles.root}>
      {label}
    </div>,
    document.body,
  )
}
