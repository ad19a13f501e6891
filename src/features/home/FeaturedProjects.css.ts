import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['6'],
})

export const viewAll = style({ flexShrink: 0 })

export const grid = style({
  ...rules.bareList,
  marginTop: vars.space['12'],
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

/** Two columns at md: the first project takes the whole first row. */
export const item = style({
  display: 'flex',
  minWidth: 0,
  '@media': {
    [media.md]: { selectors: { '&:first-child': { gridColumn: '1 / -1' } } },
    [media.lg]: { selectors: { '&:first-child': { gridColumn: 'auto' } } },
  },
})
