import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react'
import { tooltipClosed, useTooltipOpenDelay } from './tooltipTiming'

export type TooltipProps = {
  /** The text the tooltip shows; also use it as the trigger's accessible name. */
  label: string
  /** A single focusable element (button or link); it is never replaced, only given handlers. */
  children: ReactElement<TriggerProps>
  placement?: 'top' | 'bottom' | 'left' | 'right'
}

type TriggerProps = {
  id?: string
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

// The popup (Ark UI's tooltip and its positioning) is not needed to show the page: it loads on the
// first hover or keyboard focus of a trigger, well within the 700 ms open delay.
const loadPopup = () => import('./TooltipPopup')
const TooltipPopup = lazy(loadPopup)

/**
 * Names an icon-only control on mouse hover and keyboard focus. Opens after 700 ms; for 300 ms
 * after any tooltip closes the next one opens at once (the spec's open and skip delays). Closes on
 * leave, blur, press or Escape. The trigger element stays the same node throughout.
 */
export function Tooltip({ label, children, placement = 'bottom' }: TooltipProps) {
  const openDelay = useTooltipOpenDelay()
  const generatedId = useId()
  const triggerId = children.props.id ?? generatedId
  const [wanted, setWanted] = useState(false)
  const [open, setOpen] = useState(false)
  /** While pointed at or focused: the delay, fixed when it started, before the tooltip opens. */
  const [pendingDelay, setPendingDelay] = useState<number | null>(null)
  useEffect(() => {
    if (pendingDelay === null) return
    const timer = setTimeout(() => setOpen(true), pendingDelay)
    return () => clearTimeout(timer)
  }, [pendingDelay])

  const show = () => {
    setWanted(true)
    void loadPopup()
    setPendingDelay(openDelay)
  }
  const hide = () => {
    if (open) tooltipClosed()
    setPendingDelay(null)
    setOpen(false)
  }

  const { props } = children
  const trigger = cloneElement(children, {
    id: triggerId,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      props.onPointerEnter?.(event)
      if (event.pointerType === 'mouse') show()
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      props.onPointerLeave?.(event)
      hide()
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      props.onPointerDown?.(event)
      hide()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event)
      if (event.currentTarget.matches(':focus-visible')) show()
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event)
      hide()
    },
  })

  return (
    <>
      {trigger}
      {wanted && (
        <Suspense fallback={null}>
          <TooltipPopup
            open={open}
            onClose={hide}
            triggerId={triggerId}
            label={label}
            placement={placement}
          />
        </Suspense>
      )}
    </>
  )
}
