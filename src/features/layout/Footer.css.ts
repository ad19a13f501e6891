import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  paddingBlock: vars.space['10'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const inner = style({
  display: 'grid',
  gap: vars.space['5'],
  justifyItems: 'start',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'center',
      gap: vars.space['8'],
    },
  },
})

export const brand = style({ ...rules.brand, color: vars.color.text })

export const copyright = style({ margin: 0 })

/** A link to one of the site's own pages beside the copyright: Privacy, How we use AI. */
export const pageLink = style({
  color: vars.color.text,
  textUnderlineOffset: '0.2em',
  // A target of the minimum size without changing the line's height.
  display: 'inline-block',
  paddingBlock: vars.space['2'],
})
