import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const root = style({
  background: `linear-gradient(180deg, transparent, ${vars.color.bgElevated} 30%, ${vars.color.bgElevated} 70%, transparent)`,
})

export const grid = style({
  ...rules.bareList,
  marginTop: vars.space['12'],
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] },
  },
})

export const item = style({ display: 'flex', minWidth: 0 })
