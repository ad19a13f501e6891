import { globalStyle, style } from '@vanilla-extract/css'
import * as overlay from '../../components/Overlay.css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export const positioner = style([overlay.positioner, { padding: 0 }])

/** The whole screen, the page's own dark: the still is all there is to see. */
export const content = style({
  width: '100%',
  height: '100%',
  background: vars.color.bg,
  selectors: {
    '&[data-state="open"]': {
      animation: `${overlay.fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': { animation: `${overlay.fadeOut} ${vars.motion.fast}` },
  },
})

/** Title and Close, then the still taking what height is left, then the moves. */
export const layout = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  height: '100%',
  padding: vars.space['3'],
  gap: vars.space['3'],
  '@media': { [media.md]: { padding: vars.space['5'] } },
})

export const header = style({ ...rules.spread, gap: vars.space['4'] })

export const title = style({
  fontSize: vars.fontSize.md,
  // Focused when the viewer opens (a place to start from, never reached by Tab): no ring.
  selectors: { '&:focus-visible': { outline: 'none' } },
})

export const viewport = style({
  overflow: 'hidden',
  minHeight: 0,
  touchAction: 'pan-y pinch-zoom',
})

export const track = style({
  display: 'flex',
  height: '100%',
})

/** A little space either side, so two stills never touch while a swipe moves them. */
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  height: '100%',
  paddingInline: vars.space['2'],
})

// The `<picture>` around the image (a block, by the reset) takes the slide's height for it.
globalStyle(`${slide} > picture`, { height: '100%' })

/** As large as fits, whole: the box is the slide's, so nothing moves while the image loads. */
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
})

export const position = style({
  minWidth: '5em',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

/** At the first or last still: shown unavailable, and still holding the focus. */
export const move = style({
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 } },
})
