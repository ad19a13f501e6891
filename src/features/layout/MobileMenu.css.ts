import { keyframes, style } from '@vanilla-extract/css'
import * as overlay from '../../components/Overlay.css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

const slide = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px)' },
  to: { opacity: 1, transform: 'none' },
})

export const positioner = style([overlay.positioner, { alignItems: 'flex-start' }])

export const content = style({
  ...rules.dialogPanel,
  maxWidth: '480px',
  selectors: {
    '&[data-state="open"]': { animation: `${slide} ${vars.motion.base} ${vars.motion.easing}` },
  },
})

export const top = style({ ...rules.spread, marginBottom: vars.space['4'] })

export const title = style({ fontSize: vars.fontSize.lg })

export const links = style({
  display: 'grid',
  gap: vars.space['2'],
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface } },
})

export const language = style({
  marginTop: vars.space['5'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  justifyContent: 'center',
})
