import { style } from '@vanilla-extract/css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const root = style({
  position: 'relative',
  ...rules.target,
  gap: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  textDecoration: 'none',
  userSelect: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
})

export const code = style({
  color: vars.color.textMuted,
  transition: `color ${vars.motion.fast}`,
  selectors: { '&[data-active="true"]': { color: vars.color.text } },
})

export const control = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: '40px',
  height: '24px',
  padding: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceHover,
  border: `1px solid ${vars.color.borderStrong}`,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-checked="true"]': { background: vars.color.accent, borderColor: vars.color.accent },
  },
})

export const thumb = style({
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${control}[data-checked="true"] &`]: {
      transform: 'translateX(16px)',
      background: vars.color.accentInk,
    },
  },
})
