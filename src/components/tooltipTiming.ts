import { useSyncExternalStore } from 'react'

/** Spec constants: a tooltip opens after 700 ms; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

let skipping = false
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** Called when any tooltip closes: the next one may open without waiting. */
export function tooltipClosed() {
  clearTimeout(timer)
  if (!skipping) {
    skipping = true
    emit()
  }
  timer = setTimeout(() => {
    skipping = false
    emit()
  }, TOOLTIP_SKIP_DELAY_MS)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useTooltipOpenDelay(): number {
  const skip = useSyncExternalStore(
    subscribe,
    () => skipping,
    () => false,
  )
  return skip ? 0 : TOOLTIP_OPEN_DELAY_MS
}
