import { useLayoutEffect } from 'react'

let holders = 0

/**
 * Keeps the page behind an open dialog from scrolling. Not Ark's lock: it pads the body, and the
 * fixed header widens by the scrollbar behind the dialog (tests/e2e/dialogs-scroll-lock.spec.ts).
 * This one sets `<html>` alone, keeping a scrollbar's gutter reserved (`global.css.ts`).
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
