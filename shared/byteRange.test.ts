import { describe, expect, it } from 'vitest'
import { byteRange } from './byteRange'

describe('the byte ranges a player asks for', () => {
  it('a start and an end, a start alone, the last bytes', () => {
    expect(byteRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 })
    expect(byteRange('bytes=40-', 100)).toEqual({ start: 40, end: 99 })
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 })
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
  })

  it('the whole file without a header it reads; nothing past the end', () => {
    expect(byteRange(undefined, 100)).toBeUndefined()
    expect(byteRange('bytes=0-1,5-6', 100)).toBeUndefined()
    expect(byteRange('bytes=-', 100)).toBeUndefined()
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(byteRange('bytes=5-2', 100)).toBe('unsatisfiable')
  })
})
