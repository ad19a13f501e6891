import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const hero = style({
  minHeight: '92dvh',
  display: 'grid',
  alignItems: 'center',
  paddingTop: `calc(${vars.size.header} + ${vars.space['16']})`,
  paddingBottom: vars.space['16'],
})

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space['4'],
})

export const title = style({
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.03em',
  maxWidth: '14ch',
})

export const subtitle = style({
  marginTop: vars.space['6'],
  maxWidth: '60ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['8'],
})

export const section = style({
  paddingBlock: vars.space['24'],
  minHeight: '80dvh',
})

export const sectionTitle = style({
  fontSize: vars.fontSize['3xl'],
  marginBottom: vars.space['6'],
})
