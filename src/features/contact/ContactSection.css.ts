import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import * as typography from '../../styles/typography.css'

const tint = (color: string, amount: string) =>
  `color-mix(in srgb, ${color} ${amount}, transparent)`

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

export const channels = style({
  listStyle: 'none',
  padding: 0,
  marginTop: vars.space['8'],
  display: 'grid',
  gap: vars.space['3'],
})

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, background: vars.color.surface },
  },
})

export const channelIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceHover,
  color: vars.color.accent,
})

export const channelText = style({ display: 'grid', minWidth: 0 })

export const channelLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.1em',
})

export const channelValue = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  '@media': { [media.md]: { fontSize: vars.fontSize.md } },
  overflowWrap: 'anywhere',
})
