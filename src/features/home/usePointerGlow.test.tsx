import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GLOW_QUERY, GLOW_X, GLOW_Y } from './heroGlow'
import { usePointerGlow } from './usePointerGlow'

function Glowing() {
  const ref = useRef<HTMLElement>(null)
  usePointerGlow(ref)
  return <section ref={ref} aria-label="hero" />
}

let frames: FrameRequestCallback[] = []
const runFrame = () => {
  const pending = frames
  frames = []
  for (const callback of pending) callback(performance.now())
}

const mockMedia = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = { matches: query === GLOW_QUERY && matches, media: query }
    return { ...list, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList
  })

const move = (element: HTMLElement, x: number, y: number, pointerType = 'mouse') =>
  fireEvent(element, new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType }))

beforeEach(() => {
  frames = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {})
})

afterEach(() => void vi.restoreAllMocks())

describe('the hero’s pointer glow', () => {
  it('writes the latest pointer position once per animation frame, measuring nothing', async () => {
    mockMedia(true)
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect')
    render(<Glowing />)
    const hero = screen.getByRole('region', { name: 'hero' })

    move(hero, 10, 20)
    move(hero, 30, 40)
    move(hero, 120, 80)
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(1)
    expect(hero.style.getPropertyValue(GLOW_X)).toBe('')

    runFrame()
    expect(hero.style.getPropertyValue(GLOW_X)).toBe('120px')
    expect(hero.style.getPropertyValue(GLOW_Y)).toBe('80px')
    expect(hero).toHaveAttribute('data-glow', 'on')

    move(hero, 200, 90)
    expect(window.requestAnimationFrame).toHaveBeenCalledTimes(2)
    runFrame()
    expect(hero.style.getPropertyValue(GLOW_X)).toBe('200px')

    fireEvent.pointerLeave(hero)
    expect(hero).not.toHaveAttribute('data-glow')
    expect(measure).not.toHaveBeenCalled()
  })

  // Without a fine hover pointer, or under reduced motion (the real media query): home.spec.ts.
  it('stays off for a touch pointer', () => {
    mockMedia(true)
    render(<Glowing />)
    const hero = screen.getByRole('region', { name: 'hero' })
    move(hero, 10, 20, 'touch')
    expect(window.requestAnimationFrame).not.toHaveBeenCalled()
    expect(hero.style.getPropertyValue(GLOW_X)).toBe('')
    expect(hero).not.toHaveAttribute('data-glow')
  })
})
