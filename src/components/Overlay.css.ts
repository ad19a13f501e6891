import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'
import { tint } from '../styles/tint'

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })

/**
 * The dimmed layer behind every dialog (project modal, phone menu). Not blurred: a full-screen
 * backdrop blur is redrawn on every frame while it shows, which on a phone without fast graphics
 * made closing a dialog twice as slow (docs/performance.md); a deeper dim hides the page as well.
 */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: tint(vars.color.bg, '90%'),
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
