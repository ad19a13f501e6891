import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({
  paddingTop: `calc(${vars.size.header} + ${vars.space['16']})`,
  paddingBottom: vars.space['16'],
  minHeight: '70dvh',
})

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
})

export const subtitle = style({
  marginTop: vars.space['4'],
  maxWidth: '60ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})
