import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** Spec: the video plays in a 16:9 frame. The surface shows if the player cannot load. */
export const video = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
})

export const frame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
})

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
})
