import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import * as typography from '../../styles/typography.css'
import { tint } from '../../styles/tint'
import { GLOW_QUERY, GLOW_X, GLOW_Y } from './heroGlow'

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'clip',
  minHeight: '92dvh',
  display: 'grid',
  alignItems: 'center',
  paddingTop: `calc(${vars.size.header} + ${vars.space['16']})`,
  paddingBottom: vars.space['20'],
  vars: { [GLOW_X]: '50vw', [GLOW_Y]: '40vh' },
})

/** Still light and a faint grid that fades out towards the edges: the "set". */
export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  backgroundImage: [
    `radial-gradient(55% 45% at 78% 22%, ${tint(vars.color.accent, '16%')}, transparent 70%)`,
    `radial-gradient(40% 40% at 12% 78%, ${tint(vars.color.accentAlt, '10%')}, transparent 70%)`,
    `linear-gradient(${tint(vars.color.border, '55%')} 1px, transparent 1px)`,
    `linear-gradient(90deg, ${tint(vars.color.border, '55%')} 1px, transparent 1px)`,
  ].join(', '),
  backgroundSize: `100% 100%, 100% 100%, ${vars.space['16']} ${vars.space['16']}, ${vars.space['16']} ${vars.space['16']}`,
  maskImage: 'radial-gradient(120% 90% at 50% 30%, #000 35%, transparent 85%)',
})

/** Sits at the page's origin and is moved (compositor only) to the pointer. */
export const glow = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: -1,
  width: 'min(44rem, 120vw)',
  aspectRatio: '1',
  borderRadius: vars.radius.pill,
  background: `radial-gradient(closest-side, ${tint(vars.color.accent, '24%')}, ${tint(vars.color.accentAlt, '8%')} 55%, transparent)`,
  transform: `translate3d(calc(var(${GLOW_X}) - 50%), calc(var(${GLOW_Y}) - 50%), 0)`,
  opacity: 0,
  pointerEvents: 'none',
  willChange: 'transform',
  transition: `opacity ${vars.motion.slow} ${vars.motion.easing}`,
  display: 'none',
  '@media': { [GLOW_QUERY]: { display: 'block' } },
  selectors: { [`${root}[data-glow="on"] &`]: { opacity: 1 } },
})

export const content = style({ position: 'relative' })

const breathe = keyframes({
  '0%, 100%': { opacity: 0.45, transform: 'scale(0.8)' },
  '50%': { opacity: 1, transform: 'scale(1)' },
})

export const eyebrow = style([
  typography.eyebrow,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: `${vars.space['1']} ${vars.space['4']} ${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    background: tint(vars.color.surface, '70%'),
    marginBottom: vars.space['6'],
  },
])

export const pulse = style({
  width: vars.space['2'],
  height: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.accentAlt,
  boxShadow: `0 0 12px ${vars.color.accentAlt}`,
  animation: `${breathe} 2.4s ${vars.motion.easing} infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const title = style({
  fontSize: vars.fontSize.hero,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.03em',
  maxWidth: '14ch',
  backgroundImage: `linear-gradient(100deg, ${vars.color.text} 40%, ${vars.color.accentStrong} 75%, ${vars.color.accentAlt})`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
})

export const subtitle = style({
  marginTop: vars.space['6'],
  maxWidth: '60ch',
  '@media': { [media.lg]: { maxWidth: '52ch' } },
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['10'],
})

/** A thin line of light where the hero meets the next section. */
export const horizon = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: '1px',
  background: `linear-gradient(90deg, transparent, ${tint(vars.color.accent, '60%')}, transparent)`,
})
