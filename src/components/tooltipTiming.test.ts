import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  tooltipClosed,
  useTooltipOpenDelay,
} from './tooltipTiming'

afterEach(() => {
  vi.useRealTimers()
})

describe('tooltip timing', () => {
  it('waits 700 ms, but opens at once within 300 ms of another tooltip closing', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useTooltipOpenDelay())
    expect(result.current).toBe(700)
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)

    act(() => tooltipClosed())
    expect(result.current).toBe(0)

    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS - 1))
    expect(result.current).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(700)
  })

  it('restarts the 300 ms window when another tooltip closes inside it', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useTooltipOpenDelay())
    act(() => tooltipClosed())
    act(() => vi.advanceTimersByTime(200))
    act(() => tooltipClosed())
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBe(0)
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(700)
  })
})
