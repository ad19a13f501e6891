import type { FocusEvent, PointerEvent } from 'react'

/**
 * Handlers that run `act` when a visitor is about to use a control: a mouse comes to rest on it,
 * or the keyboard moves the focus to it. A finger's touch does not count: it comes with its
 * press, and work started then would hold back the press's paint (docs/performance.md). The
 * controls whose code or page loads on first need start it then; tooltips open then too.
 */
export function onIntent(act: (control: HTMLElement) => void) {
  return {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse') act(event.currentTarget)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) act(event.currentTarget)
    },
  }
}
