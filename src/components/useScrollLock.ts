import { useLayoutEffect } from 'react'

let holders = 0

/**
 * Keeps the page behind an open dialog from scrolling (the project modal, the phone menu).
 *
 * Ark's own lock also writes the scrollbar's width on `<html>` as a custom property, which every
 * element inherits, so opening or closing a dialog restyled every element (a gain within this
 * machine's noise when measured: docs/performance.md). This one changes `<html>` alone:
 * `overflow: hidden`, and where the page shows a classic scrollbar, its gutter stays reserved so
 * nothing behind shifts (`src/styles/global.css.ts`).
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
