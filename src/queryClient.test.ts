import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appQueryClient, createQueryClient } from './queryClient'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('the data client', () => {
  it('tries a failing query 4 times in all (3 retries) before it reports the error', async () => {
    const client = createQueryClient()
    const queryFn = vi.fn(async () => {
      throw new Error('unavailable')
    })
    const result = client.fetchQuery({ queryKey: ['flaky'], queryFn }).catch((error) => error)
    await vi.runAllTimersAsync()
    expect(await result).toEqual(new Error('unavailable'))
    expect(queryFn).toHaveBeenCalledTimes(4)
  })

  it('keeps data nobody uses for 5 minutes, then lets it go', async () => {
    const client = createQueryClient()
    await client.fetchQuery({ queryKey: ['projects'], queryFn: async () => 'data' })
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1)
    expect(client.getQueryData(['projects'])).toBe('data')
    await vi.advanceTimersByTimeAsync(1)
    expect(client.getQueryData(['projects'])).toBeUndefined()
  })

  it('is one client for the whole app', () => {
    expect(appQueryClient()).toBe(appQueryClient())
  })
})
