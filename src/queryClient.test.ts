import { describe, expect, it } from 'vitest'
import { appQueryClient, createQueryClient } from './queryClient'

describe('the data client', () => {
  it('retries a failed query 3 times and keeps unused data for 5 minutes', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.retry).toBe(3)
    expect(queries?.gcTime).toBe(5 * 60 * 1000)
  })

  it('is one client for the whole app, with the same defaults', () => {
    const client = appQueryClient()
    expect(appQueryClient()).toBe(client)
    expect(client.getDefaultOptions().queries?.retry).toBe(3)
  })
})
