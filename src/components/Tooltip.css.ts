import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(2px)' },
  to: { opacity: 1, transform: 'none' },
})

export const positioner = style({ zIndex: vars.zIndex.tooltip })

export const content = style({
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.card,
  maxWidth: '240px',
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
  },
})
