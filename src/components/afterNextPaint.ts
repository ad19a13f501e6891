/**
 * Runs `work` once the browser has painted the current frame: a press shows that it was pressed
 * at once, and the heavy work it starts (a whole page in another language) follows in a later
 * frame instead of holding that paint back. A frame's `requestAnimationFrame` callbacks run just
 * before its paint; a task queued from one runs after it.
 */
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work, 0))
}
