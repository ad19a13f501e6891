import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  padding: `${vars.space['3']} ${vars.space['6']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textDecoration: 'none',
  textAlign: 'center',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
    // Pressed: shows at once, before what the press starts (the contact form's sending).
    '&:active:not(:disabled)': { transform: 'scale(0.98)' },
  },
})

/**
 * Button looks, for `<button>` and for links styled as buttons: `button.primary`,
 * `button.secondary`; add `buttonSmall` for the compact size.
 */
export const button = styleVariants(
  {
    primary: {
      background: vars.color.accent,
      color: vars.color.accentInk,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.accentStrong } },
    },
    secondary: {
      background: 'transparent',
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&:hover:not(:disabled)': {
          borderColor: vars.color.accent,
          background: vars.color.surface,
        },
      },
    },
  },
  (variant) => [buttonBase, variant],
)

export const buttonSmall = style({
  minHeight: '36px',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
})

/** A square icon-only button; give it an accessible name and a tooltip (`useTooltip`). */
export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  color: vars.color.text,
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    // Pressed too: shows at once, before what the press starts (the menu, the carousel's move).
    '&:hover:not(:disabled), &:active:not(:disabled)': {
      background: vars.color.surfaceHover,
      borderColor: vars.color.accent,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
})
