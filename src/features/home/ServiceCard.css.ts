import { style } from '@vanilla-extract/css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'
import { tint } from '../../styles/tint'

export const root = style({
  ...rules.homeCard,
  gap: vars.space['4'],
  padding: vars.space['8'],
  background: `linear-gradient(160deg, ${vars.color.surface}, ${vars.color.bg})`,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}, border-color ${vars.motion.base}, box-shadow ${vars.motion.base}`,
  selectors: rules.homeCardGlow,
  '@media': {
    // The hovered card grows a little, unless the visitor asked for less motion.
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover, &:focus-within': { transform: 'scale(1.03)' } },
    },
  },
})

export const top = style({ ...rules.spread, marginBottom: vars.space['2'] })

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.md,
  color: vars.color.accent,
  background: tint(vars.color.accent, '10%'),
  border: `1px solid ${tint(vars.color.accent, '25%')}`,
})

export const number = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  letterSpacing: '0.1em',
})

export const title = style({ fontSize: vars.fontSize.xl })

export const description = style({
  color: vars.color.textMuted,
  flex: 1,
})

/** Visible on touch screens; on devices that can hover it waits for hover or focus. */
export const link = style({
  ...rules.iconLink,
  alignSelf: 'flex-start',
  textDecoration: 'none',
  transition: `opacity ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '6px' } },
  '@media': rules.untilCardHover(
    root,
    { opacity: 0, transform: `translateY(${vars.space['2']})` },
    { opacity: 1, transform: 'none' },
  ),
})
