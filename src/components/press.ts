import type { FocusEvent, MouseEvent, PointerEvent } from 'react'

/**
 * How the app meets a visitor's press: which clicks it handles itself, the moment before a press
 * (when the code or page a control needs starts loading), and the work a press starts, held back
 * until the press has painted (docs/performance.md).
 */

/**
 * A primary-button click with no modifier: the app may handle it itself. Any other click (a new
 * tab or window, a download) is left to the browser.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * Handlers that run `act` when a visitor is about to use a control: a mouse comes to rest on it,
 * or the keyboard moves the focus to it. A finger's touch does not count: it comes with its
 * press, and work started then would hold back the press's paint. The controls whose code or
 * page loads on first need start it then; tooltips open then too.
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
 * Runs `work` once the browser has painted the current frame: a press shows that it was pressed
 * at once, and the heavy work it starts (a whole page in another language) follows in a later
 * frame instead of holding that paint back. A frame's `requestAnimationFrame` callbacks run just
 * before its paint; a task queued from one runs after it.
 */
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0))
}
