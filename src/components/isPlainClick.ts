import type { MouseEvent } from 'react'

/**
 * A primary-button click with no modifier: the app may handle it itself. Any other click (a new
 * tab or window, a download) is left to the browser.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
