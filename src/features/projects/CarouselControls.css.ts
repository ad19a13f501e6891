import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

/** The row keeps its height when every slide fits, so nothing below it moves. */
export const root = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  selectors: { '&[data-inactive]': { visibility: 'hidden' } },
})
