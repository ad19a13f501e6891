import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'
import { tint } from '../../styles/tint'

const easeBase = `${vars.motion.base} ${vars.motion.easing}`
const easeSlow = `${vars.motion.slow} ${vars.motion.easing}`

export const root = style({
  ...rules.homeCard,
  isolation: 'isolate',
  overflow: 'hidden',
  background: vars.color.surface,
  transition: `border-color ${vars.motion.base}, box-shadow ${vars.motion.base}`,
  selectors: rules.homeCardGlow,
  // Where the pointer can hover, the text is stacked over the picture in one grid cell.
  '@media': { [media.hover]: { display: 'grid' } },
})

export const frame = style({
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  background: vars.color.bgElevated,
  '@media': {
    [media.hover]: { gridArea: '1 / 1', aspectRatio: '4 / 5' },
  },
})

globalStyle(`${frame} > picture`, { height: '100%' })

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${easeSlow}`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { [`${root}:hover &, ${root}:focus-within &`]: { transform: 'scale(1.05)' } },
    },
  },
})

export const category = style({
  position: 'absolute',
  top: vars.space['4'],
  left: vars.space['4'],
  zIndex: 1,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  background: tint(vars.color.bg, '85%'),
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  backdropFilter: 'blur(6px)',
  transition: `opacity ${easeBase}, transform ${easeBase}`,
  '@media': rules.untilCardHover(
    root,
    { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['2']}))` },
    { opacity: 1, transform: 'none' },
  ),
})

/** Below the picture on touch screens; laid over its lower part where the pointer can hover. */
export const body = style({
  // A flex or grid item with a z-index paints above the picture without becoming the
  // containing block of the link's card-wide hit area.
  zIndex: 1,
  display: 'grid',
  padding: vars.space['6'],
  '@media': {
    [media.hover]: {
      gridArea: '1 / 1',
      alignSelf: 'end',
      paddingTop: vars.space['20'],
      background: `linear-gradient(180deg, transparent, ${tint(vars.color.bg, '80%')} 45%, ${vars.color.bg})`,
    },
  },
})

export const title = style({ fontSize: vars.fontSize.xl })

/** Description and link: open on touch screens, unfolded by hover or focus elsewhere. */
export const details = style({
  display: 'grid',
  gridTemplateRows: '1fr',
  transition: `grid-template-rows ${easeBase}, opacity ${easeBase}`,
  '@media': rules.untilCardHover(
    root,
    { gridTemplateRows: '0fr', opacity: 0 },
    { gridTemplateRows: '1fr', opacity: 1 },
  ),
})

export const detailsInner = style({
  minHeight: 0,
  overflow: 'hidden',
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['3'],
})

export const description = style({
  marginTop: vars.space['3'],
  color: vars.color.textMuted,
})

/** The whole card is the link's target area; the words stay where they are. */
export const link = style({
  ...rules.iconLink,
  textDecoration: 'none',
  outlineOffset: '-3px',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 2 },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '6px' },
  },
})
