import type { KeyboardEvent } from 'react'

/** A carousel's one step: the projects carousel's and the gallery viewer's. */
export type Direction = 'previous' | 'next'

const KEYS: Record<string, Direction> = { ArrowLeft: 'previous', ArrowRight: 'next' }

/** The step an arrow key asks for (Left: previous, Right: next); none with a modifier held. */
export function directionOfKey(event: KeyboardEvent): Direction | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined
  return KEYS[event.key]
}
