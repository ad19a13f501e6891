import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({ marginTop: vars.space['6'] })

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const result = style({ marginTop: vars.space['3'], fontSize: vars.fontSize.lg })

export const quote = style({
  margin: `${vars.space['5']} 0 0`,
  paddingLeft: vars.space['4'],
  borderLeft: `3px solid ${vars.color.accent}`,
})

export const words = style({ margin: 0, fontStyle: 'italic' })

export const by = style({
  marginTop: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
