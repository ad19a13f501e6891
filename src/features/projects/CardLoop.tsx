import { useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { usePrefersReducedMotion } from '../../components/reducedMotion'
import { useHydrated } from '../../lib/useHydrated'
import type { ProjectLoop } from '../../content/project'
import * as styles from './CardLoop.css'

/** The share of the picture in view from which its loop plays (and below which it stops). */
const IN_VIEW = 0.6
/** How far beyond the viewport a card may be when its video starts to load. */
const NEAR = '50% 0px'

type CardLoopProps = { loop: ProjectLoop }

/** Whether the visitor's browser asks sites to save data (Chromium's Save-Data, read once). */
const savesData = () =>
  (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * A card's silent loop over its picture, playing while it is mostly in view, the tab shown and no
 * dialog open; loaded only near the viewport, never under reduced motion, Save-Data or before
 * hydration. Decoration: the picture stays what everything reads.
 */
export function CardLoop({ loop }: CardLoopProps) {
  const hydrated = useHydrated()
  const reducedMotion = usePrefersReducedMotion()
  if (!hydrated || reducedMotion || savesData()) return null
  return <Loop loop={loop} />
}

const subscribeToVisibility = (notify: () => void) => {
  document.addEventListener('visibilitychange', notify)
  return () => document.removeEventListener('visibilitychange', notify)
}
const pageShown = () => document.visibilityState === 'visible'

function Loop({ loop }: CardLoopProps) {
  const layer = useRef<HTMLDivElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const [near, setNear] = useState(false)
  const [inView, setInView] = useState(false)
  const [started, setStarted] = useState(false)
  const shown = useSyncExternalStore(subscribeToVisibility, pageShown, () => false)
  // A project's dialog is open over the page: every loop holds still.
  const dialogOpen = useSearch({
    strict: false,
    select: (search) => search.project !== undefined,
  })

  useEffect(() => {
    const element = layer.current
    if (!element) return
    const nearby = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          nearby.disconnect()
        }
      },
      { rootMargin: NEAR },
    )
    const visible = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]
        // A ratio reported at the threshold may fall a hair short of it.
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio >= IN_VIEW - 0.01)
      },
      { threshold: [0, IN_VIEW] },
    )
    nearby.observe(element)
    visible.observe(element)
    return () => {
      nearby.disconnect()
      visible.disconnect()
    }
  }, [])

  const plays = near && inView && shown && !dialogOpen
  useEffect(() => {
    const element = video.current
    if (!element) return
    if (plays) {
      // Refused (a pause before it started, a browser that will not play): the picture stays.
      element.play().catch(() => {})
    } else {
      element.pause()
    }
  }, [plays])

  return (
    <div ref={layer} className={styles.layer} aria-hidden="true">
      {near && (
        <video
          ref={video}
          className={started ? `${styles.video} ${styles.playing}` : styles.video}
          width={loop.width}
          height={loop.height}
          muted
          loop
          playsInline
          preload="auto"
          disablePictureInPicture
          disableRemotePlayback
          tabIndex={-1}
          onPlaying={() => setStarted(true)}
        >
          <source src={loop.webm} type="video/webm" />
          <source src={loop.mp4} type="video/mp4" />
        </video>
      )}
    </div>
  )
}
