import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { visuallyHiddenRules } from '../../styles/utils.css'

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  minWidth: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(180deg, ${vars.color.surface}, ${vars.color.bgElevated})`,
  boxShadow: vars.shadow.card,
  '@media': { [media.md]: { padding: vars.space['10'] } },
})

export const title = style({
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space['1'],
})

export const row = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
})

/** The honeypot: off screen, out of the tab order and the accessibility tree. */
export const honeypot = style(visuallyHiddenRules)

/** A note above the send button (a send to finish after an update); empty, it takes no room. */
export const notice = style({
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
})
