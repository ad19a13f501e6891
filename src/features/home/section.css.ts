import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

/** The vertical rhythm every home section shares. */
export const section = style({
  paddingBlock: vars.space['20'],
  '@media': { [media.md]: { paddingBlock: vars.space['32'] } },
})
