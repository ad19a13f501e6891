import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space['4'],
  minHeight: '70dvh',
  paddingTop: `calc(${vars.size.header} + ${vars.space['12']})`,
  paddingBottom: vars.space['16'],
  textAlign: 'center',
})

export const code = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(4rem, 2rem + 10vw, 8rem)',
  fontWeight: vars.fontWeight.black,
  lineHeight: 1,
  color: vars.color.accent,
})

export const title = style({ fontSize: vars.fontSize['3xl'] })

export const text = style({ color: vars.color.textMuted, maxWidth: '48ch' })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
})
