import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { tint } from '../../styles/tint'
import * as typography from '../../styles/typography.css'

export const root = style({
  position: 'relative',
  paddingBlock: `${vars.space['20']} ${vars.space['24']}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: [
    `radial-gradient(60% 50% at 15% 0%, ${tint(vars.color.accent, '10%')}, transparent 70%)`,
    `radial-gradient(50% 40% at 90% 100%, ${tint(vars.color.accentAlt, '7%')}, transparent 70%)`,
  ].join(', '),
  '@media': { [media.md]: { paddingBlock: `${vars.space['24']} ${vars.space['32']}` } },
})

export const inner = style({
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'start',
  '@media': {
    [media.lg]: { gridTemplateColumns: '5fr 7fr', gap: vars.space['16'] },
  },
})

export const intro = style({
  minWidth: 0,
  '@media': {
    [media.lg]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space['8']})` },
  },
})

export const eyebrow = style([typography.eyebrow, { marginBottom: vars.space['4'] }])

export const title = typography.sectionTitle

export const subtitle = style({
  marginTop: vars.space['5'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  maxWidth: '46ch',
})
