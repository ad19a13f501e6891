import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

const spin = keyframes({ to: { transform: 'rotate(1turn)' } })

export const root = style({
  width: '100%',
  '@media': { [media.md]: { width: 'auto', justifySelf: 'start' } },
})

export const spinner = style({
  width: '1.1em',
  height: '1.1em',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still, but clearly a "working" mark: a ring with a gap.
    [media.reducedMotion]: { animation: 'none' },
  },
})
