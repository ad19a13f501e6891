import { media } from '../../styles/breakpoints'

/** The custom properties the hero's glow reads its position from. */
export const GLOW_X = '--hero-glow-x'
export const GLOW_Y = '--hero-glow-y'

/** The glow runs only with a mouse-like pointer and when the visitor has not asked for less motion. */
export const GLOW_QUERY = `${media.hover} and (prefers-reduced-motion: no-preference)`
