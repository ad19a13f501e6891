import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { tint } from '../../styles/tint'

export const root = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(160deg, ${vars.color.surface}, ${vars.color.bg})`,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}, border-color ${vars.motion.base}, box-shadow ${vars.motion.base}`,
  selectors: {
    '&:hover, &:focus-within': {
      borderColor: tint(vars.color.accent, '55%'),
      boxShadow: vars.shadow.glow,
    },
  },
  '@media': {
    // The hovered card grows a little, unless the visitor asked for less motion.
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover, &:focus-within': { transform: 'scale(1.03)' } },
    },
  },
})

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space['2'],
})

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

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const description = style({
  color: vars.color.textMuted,
  flex: 1,
})

/** Visible on touch screens; on devices that can hover it waits for hover or focus. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transition: `opacity ${vars.motion.base} ${vars.motion.easing}, transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '6px' } },
  '@media': {
    [media.hover]: {
      opacity: 0,
      transform: `translateY(${vars.space['2']})`,
      selectors: {
        [`${root}:hover &, ${root}:focus-within &`]: { opacity: 1, transform: 'none' },
      },
    },
  },
})
