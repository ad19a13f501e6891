import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

/** Shared by the carousel's slides and the grid's cards: a lifted frame the link covers. */
export const frame = style({
  position: 'relative',
  height: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transition: `border-color ${vars.motion.base}, box-shadow ${vars.motion.base}, transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&:has(a:focus-visible)': { borderColor: vars.color.accent, boxShadow: vars.shadow.glow },
    // Pressed: shows at once, before the modal it opens (ProjectLink).
    '&:has(a:active)': { borderColor: vars.color.accent, transform: 'scale(0.98)' },
  },
  '@media': {
    [media.hover]: {
      selectors: {
        '&:hover': {
          borderColor: vars.color.accent,
          boxShadow: vars.shadow.glow,
          transform: 'translateY(-4px)',
        },
      },
    },
    [media.reducedMotion]: {
      selectors: { '&:hover, &:has(a:active)': { transform: 'none' } },
    },
  },
})

export const image = style(rules.coverImage)

/** The card's one link, stretched over the whole frame. */
export const link = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.raised,
  borderRadius: 'inherit',
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
})

export const title = style({
  marginTop: vars.space['1'],
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
})

export const body = style({
  padding: vars.space['5'],
})

export const description = style({
  marginTop: vars.space['2'],
  color: vars.color.textMuted,
})

/**
 * The `sizes` of a card's picture, in the grid and in the carousel: the full width, half from
 * md, 400 px from lg.
 */
export const imageSizes = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'
