import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** Over the card's picture, the same box: the loop covers it once it plays. */
export const layer = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
})

export const video = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0,
  transition: `opacity ${vars.motion.base}`,
})

/** Shown from its first played frame: until then the picture shows through. */
export const playing = style({ opacity: 1 })

/** The card's picture and its loop, one box. */
export const media = style({
  position: 'relative',
  display: 'grid',
})
