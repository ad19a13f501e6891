import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'
import * as typography from '../../styles/typography.css'

export const root = style({ maxWidth: '40rem' })

export const eyebrow = style([
  typography.eyebrow,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    marginBottom: vars.space['4'],
    selectors: {
      '&::before': {
        content: '""',
        width: vars.space['8'],
        height: '1px',
        background: `linear-gradient(90deg, transparent, ${vars.color.accent})`,
      },
    },
  },
])

export const title = typography.sectionTitle

export const subtitle = style({
  marginTop: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})
