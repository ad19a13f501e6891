import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../styles/theme.css'

/** Button look, for `<button>` and for links styled as buttons. */
export const button = recipe({
  base: {
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
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.7 },
    },
  },
  variants: {
    variant: {
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
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        paddingInline: vars.space['3'],
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surface } },
      },
    },
    size: {
      md: {},
      sm: {
        minHeight: '36px',
        padding: `${vars.space['2']} ${vars.space['4']}`,
        fontSize: vars.fontSize.sm,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

/** A square icon-only button; give it an aria-label and a Tooltip. */
export const iconButton = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    width: vars.size.target,
    height: vars.size.target,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.bgElevated,
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:hover:not(:disabled)': {
        background: vars.color.surfaceHover,
        borderColor: vars.color.accent,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
  },
  variants: {
    tone: {
      solid: {},
      plain: { background: 'transparent', borderColor: 'transparent' },
    },
  },
  defaultVariants: { tone: 'solid' },
})
