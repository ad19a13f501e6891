// What the parts of an open project share (ProjectBody): their place, heading and thumbnails.
import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const part = style({ marginTop: vars.space['6'] })

/** A part set off by a line above it: the gallery, the next projects. */
export const ruledPart = style({
  marginTop: vars.space['6'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const heading = style({ fontSize: vars.fontSize.lg })

/** Three to a row at every width: a phone's thumbnails stay large enough to aim at. */
export const thumbnails = style({
  ...rules.bareList,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
  '@media': { [media.md]: { gap: vars.space['3'] } },
})
