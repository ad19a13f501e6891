import { style, styleVariants } from '@vanilla-extract/css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

const videoBase = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
})

/**
 * The film's frame, in the film's own shape: 16:9 (the spec's, and the default), or 9:16 for a
 * vertical film, as tall as fits the screen and centred. The film's picture fills it until play.
 */
export const video = styleVariants({
  '16:9': [videoBase, { width: '100%', aspectRatio: '16 / 9' }],
  '9:16': [
    videoBase,
    { width: 'min(100%, calc(70svh * 9 / 16))', aspectRatio: '9 / 16', marginInline: 'auto' },
  ],
})

export const frame = style({ ...rules.fill, border: 0 })

export const poster = style({ ...rules.fill, objectFit: 'cover' })

export const play = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.text}`,
  background: vars.color.overlay,
  transition: `background-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    '&:hover': { background: vars.color.accentInk, borderColor: vars.color.accent },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
  },
})

export const failure = style({
  position: 'relative',
  maxWidth: '90%',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  textAlign: 'center',
})

export const watchLink = style({
  display: 'inline-block',
  marginTop: vars.space['2'],
  color: vars.color.accent,
  textDecoration: 'underline',
})

/** The film on its host, under a playing player. */
export const watchBelow = style([
  watchLink,
  { fontSize: vars.fontSize.sm, marginTop: vars.space['3'] },
])

export const image = style({
  ...rules.coverImage,
  borderRadius: vars.radius.md,
})
