import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { GLOW_QUERY, GLOW_X, GLOW_Y } from './heroGlow'
import { usePointerGlow } from './usePointerGlow'

function Glowing() {
  const ref = useRef<HTMLElement>(null)
  usePointerGlow(ref)
  return <section ref={ref} aria-label="hero" />
}

afterEach(() => void vi.restoreAllMocks())

// Without a fine hover pointer, or under reduced motion (the real media query): home.spec.ts.
it('the hero’s pointer glow writes the latest pointer position once per animation frame, measuring nothing, and stays off for a touch pointer', () => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === GLOW_QUERY,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  )
  let frames: FrameRequestCallback[] = []
  const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
  const runFrame = () => {
    const pending = frames
    frames = []
    for (const callback of pending) callback(performance.now())
  }
  const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect')
  render(<Glowing />)
  const hero = screen.getByRole('region', { name: 'hero' })
  const move = (x: number, y: number, pointerType = 'mouse') =>
    fireEvent(hero, new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType }))
  const glow = () => [GLOW_X, GLOW_Y].map((name) => hero.style.getPropertyValue(name))

  move(10, 20, 'touch')
  expect(frame).not.toHaveBeenCalled()
  move(10, 20)
  move(30, 40)
  move(120, 80)
  expect(frame).toHaveBeenCalledTimes(1)
  expect(glow()).toEqual(['', ''])
  expect(hero).not.toHaveAttribute('data-glow')

  runFrame()
  expect(glow()).toEqual(['120px', '80px'])
  expect(hero).toHaveAttribute('data-glow', 'on')
  move(200, 90)
  expect(frame).toHaveBeenCalledTimes(2)
  runFrame()
  expect(glow()).toEqual(['200px', '90px'])

  fireEvent.pointerLeave(hero)
  expect(hero).not.toHaveAttribute('data-glow')
  expect(measure).not.toHaveBeenCalled()
})
