import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  backdropFilter: 'blur(6px)',
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.base}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast}` },
  },
})

export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['3'],
  '@media': { [media.md]: { padding: vars.space['8'] } },
})

export const content = style({
  width: '100%',
  maxWidth: vars.size.narrow,
  maxHeight: '100%',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space['5'],
  '@media': { [media.md]: { padding: vars.space['8'] } },
  selectors: {
    '&[data-state="open"]': { animation: `${rise} ${vars.motion.base} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast}` },
  },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['5'],
})

export const category = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
})

export const title = style({
  marginTop: vars.space['1'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.black,
})
