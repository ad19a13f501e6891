import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export { part as root, heading as title } from './projectSection.css'

export const result = style({ marginTop: vars.space['3'], fontSize: vars.fontSize.lg })

export const quote = style({
  margin: `${vars.space['5']} 0 0`,
  paddingLeft: vars.space['4'],
  borderLeft: `3px solid ${vars.color.accent}`,
})

export const words = style({ fontStyle: 'italic' })

export const by = style({
  marginTop: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
