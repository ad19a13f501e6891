import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react'
import { MIDPOINT, SPLIT } from './comparisonSplit'
import { ComparisonFrame, type ComparisonProps } from './ComparisonFrame'

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * The comparison as the project window runs it (loaded with the window, never before): the
 * slider's value draws the split through a custom property set from script, and a press or a drag
 * anywhere on the frame moves it there (a single press is enough: WCAG 2.2's alternative to
 * dragging, with the two buttons and the keys). It never moves by itself.
 */
export function Comparison({ original, result }: ComparisonProps) {
  const [value, setValue] = useState(MIDPOINT)
  const frameRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  useLayoutEffect(() => {
    frameRef.current?.style.setProperty(SPLIT, `${value}%`)
  }, [value])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || event.button !== 0) return
    const frame = event.currentTarget
    const box = frame.getBoundingClientRect()
    const follow = (clientX: number) => setValue(clamp(((clientX - box.left) / box.width) * 100))
    follow(event.clientX)
    inputRef.current?.focus({ preventScroll: true })
    event.preventDefault()
    frame.setPointerCapture(event.pointerId)
    const move = (moved: globalThis.PointerEvent) => follow(moved.clientX)
    const end = () => {
      frame.removeEventListener('pointermove', move)
      frame.removeEventListener('pointerup', end)
      frame.removeEventListener('pointercancel', end)
    }
    frame.addEventListener('pointermove', move)
    frame.addEventListener('pointerup', end)
    frame.addEventListener('pointercancel', end)
  }

  return (
    <ComparisonFrame
      original={original}
      result={result}
      controls={{ value, setValue, frameRef, inputRef, onPointerDown }}
    />
  )
}
