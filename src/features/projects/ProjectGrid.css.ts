import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const root = style({
  marginTop: vars.space['16'],
})

export const title = style({ fontSize: vars.fontSize['2xl'] })

export const list = style({
  ...rules.bareList,
  marginTop: vars.space['6'],
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})
