import { useId } from 'react'
import * as styles from './HeroArt.css'

/**
 * Decorative: two "generated frames" — a dusk landscape and a neon portrait plate — with
 * viewfinder marks, drawn in SVG from the theme's colours. Hidden from assistive technology.
 */
export function HeroArt() {
  const id = useId()
  const sky = `${id}-sky`
  const plate = `${id}-plate`
  const sun = `${id}-sun`
  return (
    <svg className={styles.root} viewBox="0 0 480 520" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={styles.stopDeep} />
          <stop offset="0.55" className={styles.stopAccent} />
          <stop offset="1" className={styles.stopAlt} />
        </linearGradient>
        <linearGradient id={plate} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className={styles.stopAlt} />
          <stop offset="1" className={styles.stopDeep} />
        </linearGradient>
        <radialGradient id={sun}>
          <stop offset="0" className={styles.stopLight} />
          <stop offset="1" className={styles.stopAltClear} />
        </radialGradient>
      </defs>
      <g transform="rotate(5 305 200)">
        <g className={styles.back}>
          <rect x="170" y="30" width="270" height="340" rx="18" fill={`url(#${plate})`} />
          <circle cx="305" cy="150" r="54" className={styles.head} />
          <path d="M215 370c10-90 50-130 90-130s80 40 90 130z" className={styles.head} />
          <rect x="170" y="30" width="270" height="340" rx="18" className={styles.frame} />
        </g>
      </g>
      <g transform="rotate(-3 190 310)">
        <g className={styles.front}>
          <rect x="40" y="130" width="300" height="360" rx="18" fill={`url(#${sky})`} />
          <circle cx="190" cy="330" r="70" fill={`url(#${sun})`} />
          <path
            d="M40 360 L120 300 L175 340 L250 270 L340 345 V472a18 18 0 0 1-18 18H58a18 18 0 0 1-18-18z"
            className={styles.hills}
          />
          <path
            d="M40 420 L110 385 L200 415 L280 380 L340 405 V472a18 18 0 0 1-18 18H58a18 18 0 0 1-18-18z"
            className={styles.shore}
          />
          <rect x="40" y="130" width="300" height="360" rx="18" className={styles.frame} />
          <path
            d="M66 172v-18h18M314 172v-18h-18M66 448v18h18M314 448v18h-18"
            className={styles.marks}
          />
          <circle cx="300" cy="170" r="5" className={styles.rec} />
        </g>
      </g>
    </svg>
  )
}
