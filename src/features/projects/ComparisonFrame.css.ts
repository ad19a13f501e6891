import { style } from '@vanilla-extract/css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'
import { SPLIT } from './comparisonSplit'
import * as section from './projectSection.css'

const split = `var(${SPLIT}, 50%)`

export const root = section.part

export const title = style([section.heading, { marginBottom: vars.space['3'] }])

/** The two pictures stacked in one frame; a horizontal drag is the comparison's, not a scroll. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  touchAction: 'pan-y',
  userSelect: 'none',
  cursor: 'ew-resize',
  selectors: {
    // The slider covers the frame: its focus ring is the frame's.
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
})

export const picture = style({ width: '100%', height: 'auto' })

/** The original fills the frame the AI result sizes. */
export const originalPicture = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

/** The original over the AI result, cut at the split: the left part shows it. */
export const original = style({
  position: 'absolute',
  inset: 0,
  clipPath: `inset(0 calc(100% - ${split}) 0 0)`,
})

/** The handle at the split: a line with a knob, drawn with borders (kept in forced colours). */
export const handle = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: split,
  width: 0,
  borderLeft: `3px solid ${vars.color.text}`,
  transform: 'translateX(-50%)',
  pointerEvents: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '-1.5px',
    width: vars.size.target,
    height: vars.size.target,
    borderRadius: vars.radius.pill,
    border: `3px solid ${vars.color.text}`,
    background: vars.color.overlay,
    transform: 'translate(-50%, -50%)',
  },
})

/** A corner's word: which side is which. */
const tag = style({
  position: 'absolute',
  top: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  pointerEvents: 'none',
})
export const originalTag = style([tag, { left: vars.space['2'] }])
export const resultTag = style([tag, { right: vars.space['2'] }])

/**
 * The native slider, over the whole frame and see-through: assistive technology and the keyboard
 * use it; the pointer is the frame's (`Comparison.tsx`).
 */
export const range = style({
  ...rules.fill,
  appearance: 'none',
  background: 'transparent',
  pointerEvents: 'none',
  outline: 'none',
  selectors: {
    '&::-webkit-slider-thumb': { appearance: 'none', width: '1px', height: '1px' },
    '&::-moz-range-thumb': { width: '1px', height: '1px', border: 0, background: 'transparent' },
    '&::-moz-range-track': { background: 'transparent' },
  },
})

export const buttons = style({
  display: 'flex',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
})
