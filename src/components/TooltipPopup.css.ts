import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(2px)' },
  to: { opacity: 1, transform: 'none' },
})

/** Fixed at the top left until Floating UI sets `left` and `top` (before the first paint). */
export const root = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.tooltip,
  pointerEvents: 'none',
  width: 'max-content',
  maxWidth: '240px',
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
})
