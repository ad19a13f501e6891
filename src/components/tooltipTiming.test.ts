import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { createTooltipGroup } from './tooltipTiming'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

/**
 * Two tooltips of one group, a and b, played through `steps` (`a+` asks a to show, `a-` hides
 * it, a number lets that many ms pass): which of them is open at the end.
 */
function play(steps: string) {
  const createTooltipTiming = createTooltipGroup()
  const open = { a: false, b: false }
  const tips = {
    a: createTooltipTiming((shown) => (open.a = shown)),
    b: createTooltipTiming((shown) => (open.b = shown)),
  }
  for (const step of steps.split(' ')) {
    const tip = tips[step[0] as 'a' | 'b']
    if (!tip) vi.advanceTimersByTime(Number(step))
    else if (step[1] === '+') tip.show()
    else tip.hide()
  }
  return open
}

// prettier-ignore
it.each([
  ['opens 700 ms after it is asked for, not before', 'a+ 699', false, false],
  ['opens 700 ms after it is asked for', 'a+ 700', true, false],
  ['does not restart the delay when asked again while waiting', 'a+ 400 a+ 300', true, false],
  ['never opens when left before the delay is over', 'a+ 699 a- 5000', false, false],
  ['opens the next one at once within 300 ms of one closing', 'a+ 700 a- 299 b+', false, true],
  ['waits again 300 ms after the last one closed', 'a+ 700 a- 299 b+ b- 300 a+ 699', false, false],
  ['then opens after the delay', 'a+ 700 a- 299 b+ b- 300 a+ 700', true, false],
  ['gives no skip when a tooltip closed without having opened', 'a+ 500 a- b+ 699', false, false],
  ['opens one closed without having opened after the delay', 'a+ 500 a- b+ 700', false, true],
  ['keeps one open at a time: the next opens at once and closes the first', 'a+ 700 b+', false, true],
  ['restarts the 300 ms window when another tooltip closes inside it', 'a+ 700 a- 200 b+ b- 299 a+', true, false],
])('tooltip timing %s: %s', (_, steps, a, b) => {
  expect(play(steps)).toEqual({ a, b })
})
