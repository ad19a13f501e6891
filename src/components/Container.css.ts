import { style } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import { vars } from '../styles/theme.css'

export const root = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': { [media.md]: { paddingInline: vars.space['8'] } },
})
