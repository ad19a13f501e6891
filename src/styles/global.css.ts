import { globalStyle } from '@vanilla-extract/css'
import { media } from './breakpoints'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('*', { margin: 0 })

globalStyle('html', {
  colorScheme: 'dark',
  WebkitTextSizeAdjust: '100%',
  // Anchored sections and focused elements never end up under the fixed header.
  scrollPaddingTop: `calc(${vars.size.header} + ${vars.space['4']})`,
})

// In-page links glide once the app runs. Not before: a smooth scroll would also carry an address's
// anchor (`/#contact`), so the page would open at its top and slide down to it.
globalStyle('html[data-ready="true"]', {
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
})

// While a dialog is open (src/components/useScrollLock.ts).
globalStyle('html[data-scroll-lock]', { overflow: 'hidden' })
globalStyle('html[data-scroll-lock="gutter"]', { scrollbarGutter: 'stable' })

globalStyle('body', {
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  overflowX: 'clip',
})

globalStyle('img, picture, video, canvas, svg, iframe', { display: 'block', maxWidth: '100%' })

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' })

globalStyle('button', { cursor: 'pointer' })

globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' })

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
})

globalStyle('a', { color: 'inherit' })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '3px',
})

globalStyle('::selection', { background: vars.color.accent, color: vars.color.accentInk })

// Under reduced motion nothing animates, scales or loops. Animations still run (for 0.01 ms), as
// the dialogs wait for their end; transitions do not run at all: a duration on every element
// (whose transition-property is `all` unless set) would turn any style that code sets, such as
// the carousel's transform, into a transition, shown a frame late or half-way (issue 57).
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
    },
  },
})

// Navigations cross-fade with a view transition where the browser has them (src/router.tsx);
// under reduced motion the router starts none, and a browser that cannot be told plays none.
globalStyle('::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*)', {
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})
