import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { visuallyHidden } from '../../styles/utils.css'

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  paddingBlock: vars.space['10'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const inner = style({
  display: 'grid',
  gap: vars.space['5'],
  justifyItems: 'start',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'center',
      gap: vars.space['8'],
    },
  },
})

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  textDecoration: 'none',
})

export const copyright = style({ margin: 0 })

export const links = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentStrong } },
})

export const linkText = style({
  textDecoration: 'underline',
  textUnderlineOffset: '4px',
  textDecorationColor: vars.color.borderStrong,
})

export const srOnly = visuallyHidden
