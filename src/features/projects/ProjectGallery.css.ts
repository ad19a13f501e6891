import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const root = style({
  marginTop: vars.space['6'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

/** Three to a row at every width: a phone's thumbnails stay large enough to aim at. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gap: vars.space['3'] } },
})

export const thumbnail = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
  cursor: 'zoom-in',
})

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  transition: `transform ${vars.motion.base} ${vars.motion.easing}, opacity ${vars.motion.fast}`,
  selectors: { [`${thumbnail}:active &`]: { opacity: 0.8 } },
  '@media': {
    [media.hover]: { selectors: { [`${thumbnail}:hover &`]: { transform: 'scale(1.04)' } } },
    [media.reducedMotion]: { selectors: { [`${thumbnail}:hover &`]: { transform: 'none' } } },
  },
})
