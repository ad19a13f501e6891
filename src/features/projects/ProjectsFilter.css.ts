import { style } from '@vanilla-extract/css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const root = style({
  marginTop: vars.space['8'],
})

/** One row that wraps on phones; every choice a full touch target. */
export const list = style({
  ...rules.bareList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
})

export const link = style({
  ...rules.target,
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, background: vars.color.surface },
    // The current choice, as the router marks it (and as assistive technology reads it).
    '&[aria-current="page"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentInk,
    },
  },
})

export const count = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${link}[aria-current="page"] &`]: { color: vars.color.accentInk } },
})
