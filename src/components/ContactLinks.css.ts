import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../styles/breakpoints'
import * as rules from '../styles/rules'
import { vars } from '../styles/theme.css'

/** `compact`: a row of small links (the footer). `cards`: a stack of labelled cards (the contact section). */
export const list = styleVariants({
  compact: {
    ...rules.bareList,
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['2'],
  },
  cards: {
    ...rules.bareList,
    marginTop: vars.space['8'],
    display: 'grid',
    gap: vars.space['3'],
  },
})

export const link = styleVariants({
  compact: {
    ...rules.target,
    gap: vars.space['2'],
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { color: vars.color.accentStrong } },
  },
  cards: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['4'],
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.bgElevated,
    textDecoration: 'none',
    transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.accent, background: vars.color.surface },
    },
  },
})

export const compactText = style({
  textDecoration: 'underline',
  textUnderlineOffset: '4px',
  textDecorationColor: vars.color.borderStrong,
})

export const cardIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceHover,
  color: vars.color.accent,
})

export const cardText = style({ display: 'grid', minWidth: 0 })

export const cardLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
})

export const cardValue = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  '@media': { [media.md]: { fontSize: vars.fontSize.md } },
  overflowWrap: 'anywhere',
})
