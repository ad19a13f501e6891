import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export { part as root, heading as title } from './projectSection.css'

export const text = style({
  marginTop: vars.space['3'],
  color: vars.color.textMuted,
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  marginTop: vars.space['5'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const detail = style({ fontWeight: vars.fontWeight.medium })

/** How the work was made: a quiet line under the facts. */
export const note = style({
  marginTop: vars.space['4'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const noteLink = style({ color: vars.color.accent })
