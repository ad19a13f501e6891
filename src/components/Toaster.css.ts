import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'
import { tint } from '../styles/tint'

/** sonner reads its colours from these custom properties; point them at the site's tokens. */
export const root = style({
  selectors: {
    '&[data-sonner-toaster][data-sonner-theme="dark"]': {
      zIndex: vars.zIndex.toast,
      fontFamily: vars.font.body,
      vars: {
        '--border-radius': vars.radius.md,
        '--normal-bg': vars.color.surface,
        '--normal-border': vars.color.borderStrong,
        '--normal-text': vars.color.text,
        '--success-bg': tint(vars.color.success, '12%', vars.color.surface),
        '--success-border': tint(vars.color.success, '45%', vars.color.surface),
        '--success-text': vars.color.text,
        '--error-bg': tint(vars.color.danger, '12%', vars.color.surface),
        '--error-border': tint(vars.color.danger, '45%', vars.color.surface),
        '--error-text': vars.color.text,
      },
    },
  },
})

export const toast = style({
  selectors: {
    '&[data-sonner-toast][data-styled="true"]': {
      fontSize: vars.fontSize.sm,
      lineHeight: vars.lineHeight.snug,
      boxShadow: vars.shadow.card,
      padding: `${vars.space['4']} ${vars.space['5']}`,
    },
  },
})

globalStyle(`${toast}[data-type="success"] [data-icon]`, { color: vars.color.success })
globalStyle(`${toast}[data-type="error"] [data-icon]`, { color: vars.color.danger })

/** The retry button: a comfortable target instead of sonner's 24 px chip. */
globalStyle(`${toast}[data-sonner-toast][data-styled="true"] [data-button]`, {
  height: 'auto',
  minHeight: '32px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
})
