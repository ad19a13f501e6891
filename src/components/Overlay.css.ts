import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })

/** The dimmed, blurred layer behind every dialog (project modal, phone menu). */
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

/** Covers the viewport above the backdrop and places a dialog's content. */
export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space['3'],
})
