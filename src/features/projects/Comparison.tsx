import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react'
import { MIDPOINT, SPLIT } from './comparisonSplit'
import { ComparisonFrame, type ComparisonProps } from './ComparisonFrame'

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)))

/**
 * The comparison as the project window runs it: the slider's value draws the split, and a press
 * or a drag on the frame moves it there (a single press is enough, as WCAG 2.2 asks of dragging).
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
    const listening = new AbortController()
    const { signal } = listening
    const end = () => listening.abort()
    const move = (moved: globalThis.PointerEvent) => follow(moved.clientX)
    frame.addEventListener('pointermove', move, { signal })
    frame.addEventListener('pointerup', end, { signal })
    frame.addEventListener('pointercancel', end, { signal })
  }

  return (
    <ComparisonFrame
      original={original}
      result={result}
      controls={{ value, setValue, frameRef, inputRef, onPointerDown }}
    />
  )
}
