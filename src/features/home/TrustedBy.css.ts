import { style } from '@vanilla-extract/css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const root = style({ paddingBlock: vars.space['12'] })

export const title = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  textAlign: 'center',
})

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space['2']} ${vars.space['10']}`,
  margin: `${vars.space['5']} 0 0`,
  ...rules.bareList,
})

/** A client's name, set like a wordmark; a real link, at least the size of a target. */
export const link = style({
  ...rules.target,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
})
