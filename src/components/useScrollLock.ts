import { useLayoutEffect } from 'react'

let holders = 0

/**
 * Keeps the page behind an open dialog from scrolling (the project modal, the phone menu).
 *
 * Not Ark's own lock (`preventScroll`), for what a visitor sees: where scrollbars take room
 * (Windows, Linux), Ark's lock pads the body for the scrollbar it hides, but the fixed header is
 * not in the body's flow and widens by the scrollbar's width behind an open dialog, then narrows
 * again when it closes (tests/e2e/dialogs-scroll-lock.spec.ts fails with Ark's lock: the header's box
 * changes). This one changes `<html>` alone: `overflow: hidden`, and where the page shows such a
 * scrollbar, its gutter stays reserved, so nothing behind moves (`src/styles/global.css.ts`).
 * (It also writes no custom property every element inherits, as Ark's does; that restyle's cost
 * was within this machine's noise when measured: docs/performance.md.)
 */
export function useScrollLock(locked: boolean) {
  useLayoutEffect(() => {
    if (!locked) return
    const html = document.documentElement
    if (holders++ === 0) {
      html.dataset.scrollLock = window.innerWidth > html.clientWidth ? 'gutter' : ''
    }
    return () => {
      if (--holders === 0) delete html.dataset.scrollLock
    }
  }, [locked])
}
