import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

/** A link in the studio's own words: the accent, underlined so it reads as one without colour. */
export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: vars.color.accentStrong } },
})
