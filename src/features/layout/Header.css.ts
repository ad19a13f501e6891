import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'
import { visuallyHiddenRules } from '../../styles/utils.css'

export const root = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.size.header,
  display: 'flex',
  alignItems: 'center',
  borderBottom: '1px solid transparent',
  transition: `background-color ${vars.motion.base}, border-color ${vars.motion.base}, backdrop-filter ${vars.motion.base}`,
  selectors: {
    '&[data-scrolled="true"]': {
      background: vars.color.headerScrolled,
      borderBottomColor: vars.color.border,
      backdropFilter: 'blur(14px) saturate(140%)',
    },
  },
})

export const inner = style({ ...rules.spread, gap: vars.space['4'] })

export const brand = style({
  ...rules.brand,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  borderRadius: vars.radius.sm,
})

/** On the narrowest phones only the mark shows; the name stays for screen readers. */
export const brandName = style({
  '@media': {
    'screen and (max-width: 419px)': visuallyHiddenRules,
  },
})

// The inline links need the room beside the centred language switch: from lg up; below, the menu.
export const nav = style({
  display: 'none',
  '@media': {
    [media.lg]: { display: 'flex', alignItems: 'center', gap: vars.space['2'] },
  },
})

export const navLink = style({
  ...rules.target,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      color: vars.color.accentStrong,
      textDecoration: 'underline',
      textUnderlineOffset: '6px',
    },
  },
})

export const menu = style({
  '@media': { [media.lg]: { display: 'none' } },
})
