import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({ maxWidth: '40rem' })

export const eyebrow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
  fontSize: vars.fontSize.xs,
  marginBottom: vars.space['4'],
  selectors: {
    '&::before': {
      content: '""',
      width: vars.space['8'],
      height: '1px',
      background: `linear-gradient(90deg, transparent, ${vars.color.accent})`,
    },
  },
})

export const title = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
})

export const subtitle = style({
  marginTop: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})
