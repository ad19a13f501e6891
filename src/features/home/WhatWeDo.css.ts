import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const inner = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': {
    [media.lg]: { gridTemplateColumns: '4fr 7fr', gap: vars.space['16'], alignItems: 'start' },
  },
})

export const body = style({
  display: 'grid',
  gap: vars.space['6'],
  justifyItems: 'start',
  paddingLeft: vars.space['5'],
  borderLeft: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { paddingLeft: vars.space['8'] } },
})

export const lead = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  '@media': { [media.md]: { fontSize: vars.fontSize['2xl'] } },
})

export const text = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  maxWidth: '62ch',
})

export const link = style({
  ...rules.iconLink,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '6px',
  transition: `text-decoration-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { textDecorationColor: 'currentColor' },
  },
})

export const arrow = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${link}:hover &`]: { transform: 'translateX(4px)' } },
})
