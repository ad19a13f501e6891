/**
 * When tooltips open and close: 700 ms after asked for, at once while another is open or within
 * 300 ms of one closing. At most one is open.
 */
const OPEN_DELAY_MS = 700
const SKIP_DELAY_MS = 300

type TooltipTiming = {
  /** Hover or keyboard focus: open after the delay (at once while the group is warm). */
  show: () => void
  /** Leave, blur, press, Escape, unmount: close now, and cancel a pending open. */
  hide: () => void
}

/** Tooltips that share one timing. The app has one group; tests make their own. */
export function createTooltipGroup() {
  let shown: TooltipTiming | null = null
  let closedRecently = false
  let skipWindow: ReturnType<typeof setTimeout> | undefined

  return function createTooltipTiming(onOpenChange: (open: boolean) => void): TooltipTiming {
    let pending: ReturnType<typeof setTimeout> | undefined

    const open = () => {
      pending = undefined
      shown?.hide()
      shown = timing
      onOpenChange(true)
    }

    const timing: TooltipTiming = {
      show() {
        if (shown === timing || pending !== undefined) return
        if (shown || closedRecently) open()
        else pending = setTimeout(open, OPEN_DELAY_MS)
      },
      hide() {
        clearTimeout(pending)
        pending = undefined
        if (shown !== timing) return
        shown = null
        onOpenChange(false)
        closedRecently = true
        clearTimeout(skipWindow)
        skipWindow = setTimeout(() => {
          closedRecently = false
        }, SKIP_DELAY_MS)
      },
    }
    return timing
  }
}

/** The app's tooltips: one group, so moving from one to the next skips the delay. */
export const createTooltipTiming = createTooltipGroup()
