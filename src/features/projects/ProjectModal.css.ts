import { keyframes, style } from '@vanilla-extract/css'
import * as overlay from '../../components/Overlay.css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})

export const positioner = style([
  overlay.positioner,
  { alignItems: 'center', '@media': { [media.md]: { padding: vars.space['8'] } } },
])

export const content = style({
  ...rules.dialogPanel,
  maxWidth: vars.size.narrow,
  overscrollBehavior: 'contain',
  '@media': { [media.md]: { padding: vars.space['8'] } },
  selectors: {
    '&[data-state="open"]': { animation: `${rise} ${vars.motion.base} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${overlay.fadeOut} ${vars.motion.fast}` },
  },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['5'],
})

export const title = style({
  marginTop: vars.space['1'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
  // The dialog's start takes the focus when it opens (ProjectModal): a place to read from, not a
  // control, and never reached by Tab, so it shows no ring; Tab's first stop, Share, does.
  selectors: { '&:focus-visible': { outline: 'none' } },
})

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  gap: vars.space['2'],
})
