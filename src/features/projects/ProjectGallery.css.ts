import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export { ruledPart as root, heading as title, thumbnails as list } from './projectSection.css'

export const thumbnail = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
  cursor: 'zoom-in',
})

export const image = style({
  ...rules.coverImage,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}, opacity ${vars.motion.fast}`,
  selectors: { [`${thumbnail}:active &`]: { opacity: 0.8 } },
  '@media': {
    [media.hover]: { selectors: { [`${thumbnail}:hover &`]: { transform: 'scale(1.04)' } } },
    [media.reducedMotion]: { selectors: { [`${thumbnail}:hover &`]: { transform: 'none' } } },
  },
})
