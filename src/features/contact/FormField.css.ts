import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
})

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})

export const note = style({
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
})

const controlBase = style({
  width: '100%',
  minHeight: vars.size.target,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.bg,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 3px ${vars.color.focus}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
})

/** A field's box: one line, or several (the message). */
export const control = styleVariants({
  singleLine: [controlBase],
  multiline: [
    controlBase,
    { resize: 'vertical', minHeight: '8rem', lineHeight: vars.lineHeight.body },
  ],
})

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
})

globalStyle(`${error} svg`, { flexShrink: 0, marginTop: '1px' })
