import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
})

export const main = style({
  flex: 1,
  outline: 'none',
})

export const skipLink = style({
  position: 'fixed',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentInk,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
})

/** Spec: the language switch is fixed at the top centre, over the header. */
export const language = style({
  position: 'fixed',
  top: `calc((${vars.size.header} - ${vars.size.target}) / 2)`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.language,
})
