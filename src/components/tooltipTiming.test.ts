import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTooltipGroup } from './tooltipTiming'

/** Two tooltips of one group, each recording whether it is open. */
function twoTooltips() {
  const createTooltipTiming = createTooltipGroup()
  const state = { a: false, b: false }
  const a = createTooltipTiming((open) => (state.a = open))
  const b = createTooltipTiming((open) => (state.b = open))
  return { a, b, state }
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('tooltip timing', () => {
  // Opening 700 ms after it is asked for, not before: the last steps of the next two tests.
  it('does not restart the delay when asked again while waiting', () => {
    const { a, state } = twoTooltips()
    a.show()
    vi.advanceTimersByTime(400)
    a.show()
    vi.advanceTimersByTime(300)
    expect(state.a).toBe(true)
  })

  it('never opens when left before the delay is over', () => {
    const { a, state } = twoTooltips()
    a.show()
    vi.advanceTimersByTime(699)
    a.hide()
    vi.advanceTimersByTime(5000)
    expect(state.a).toBe(false)
  })

  it('opens the next one at once within 300 ms of one closing, and waits again after', () => {
    const { a, b, state } = twoTooltips()
    a.show()
    vi.advanceTimersByTime(700)
    a.hide()
    expect(state.a).toBe(false)

    vi.advanceTimersByTime(299)
    b.show()
    expect(state.b).toBe(true)
    b.hide()

    vi.advanceTimersByTime(300)
    a.show()
    expect(state.a).toBe(false)
    vi.advanceTimersByTime(699)
    expect(state.a).toBe(false)
    vi.advanceTimersByTime(1)
    expect(state.a).toBe(true)
  })

  it('a tooltip closed without having opened gives no skip', () => {
    const { a, b, state } = twoTooltips()
    a.show()
    vi.advanceTimersByTime(500)
    a.hide()
    b.show()
    vi.advanceTimersByTime(699)
    expect(state.b).toBe(false)
    vi.advanceTimersByTime(1)
    expect(state.b).toBe(true)
  })

  it('keeps one open at a time: the next opens at once and closes the first', () => {
    const { a, b, state } = twoTooltips()
    a.show()
    vi.advanceTimersByTime(700)
    b.show()
    expect(state).toEqual({ a: false, b: true })
  })

  it('restarts the 300 ms window when another tooltip closes inside it', () => {
    const { a, b, state } = twoTooltips()
    a.show()
    vi.advanceTimersByTime(700)
    a.hide()
    vi.advanceTimersByTime(200)
    b.show()
    b.hide()
    vi.advanceTimersByTime(299)
    a.show()
    expect(state.a).toBe(true)
  })
})
