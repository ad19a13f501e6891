import type { FocusEvent, MouseEvent, PointerEvent } from 'react'

/** A primary-button click with no modifier; any other (a new tab, a download) is the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Handlers that run `act` when a mouse comes to rest on a control or the keyboard focuses it; not
 * a touch, which comes with its press, whose paint the work would hold back.
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

/**
 * Runs `work` after the current frame has painted, so a press shows at once and its heavy work
 * follows (a task queued from `requestAnimationFrame` runs after the paint).
 */
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0))
}
