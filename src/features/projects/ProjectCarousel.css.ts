import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const root = style({
  marginTop: vars.space['10'],
})

export const viewport = style({
  overflow: 'hidden',
})

/** Gaps come from each slide's left padding, which this negative margin takes back. */
export const track = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(${vars.space['4']} * -1)`,
})

/**
 * Spec: 1 slide per view on phones, 2 from md, 3 from lg. Until the carousel runs
 * (`data-enhanced="false"`: the prerendered page) the slides out of view are not displayed, so
 * a phone fetches only the image it shows first; without the app they could not be reached.
 */
const enhancing = `${viewport}[data-enhanced="false"] &`
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingLeft: vars.space['4'],
  selectors: { [`${enhancing}:nth-child(n+2)`]: { display: 'none' } },
  '@media': {
    [media.md]: {
      flexBasis: '50%',
      selectors: {
        [`${enhancing}:nth-child(n+2)`]: { display: 'block' },
        [`${enhancing}:nth-child(n+3)`]: { display: 'none' },
      },
    },
    [media.lg]: {
      flexBasis: 'calc(100% / 3)',
      selectors: { [`${enhancing}:nth-child(n+3)`]: { display: 'block' } },
    },
  },
})
