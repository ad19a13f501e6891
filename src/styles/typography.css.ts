import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** The small uppercase label above a section's heading ("THE STUDIO", "CONTACT"). */
export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
  fontSize: vars.fontSize.xs,
})

/** A project's category above its title, on cards, slides and in the modal. */
export const categoryLabel = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
})

/** A section's heading. */
export const sectionTitle = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
})
