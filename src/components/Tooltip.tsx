import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react'

export type TooltipProps = {
  /** The text the tooltip shows; also use it as the trigger's accessible name. */
  label: string
  /** A single focusable element (button or link) that receives the trigger props. */
  children: ReactElement<TriggerProps>
  placement?: 'top' | 'bottom' | 'left' | 'right'
}

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

// The tooltip machinery (Ark UI + positioning) is not needed to show the page, so it loads on the
// first hover or focus of any tooltip trigger; the popup still waits its 700 ms open delay.
let loaded = false
const listeners = new Set<() => void>()
const importPopup = () =>
  import('./TooltipPopup').then((module) => {
    loaded = true
    for (const listener of listeners) listener()
    return module
  })
let popupModule: ReturnType<typeof importPopup> | undefined
const loadPopup = () => (popupModule ??= importPopup())
const TooltipPopup = lazy(loadPopup)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Names an icon-only control on hover and keyboard focus. Opens after 700 ms; for 300 ms after
 * any tooltip closes the next one opens at once (the spec's open and skip delays).
 */
export function Tooltip(props: TooltipProps) {
  const ready = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => false,
  )
  const [hadFocus, setHadFocus] = useState(false)
  const { children } = props
  if (ready) {
    return (
      <Suspense fallback={children}>
        <TooltipPopup {...props} refocus={hadFocus} />
      </Suspense>
    )
  }
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event)
      void loadPopup()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event)
      setHadFocus(true)
      void loadPopup()
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      children.props.onBlur?.(event)
      setHadFocus(false)
    },
  })
}
