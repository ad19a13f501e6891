/** Named breakpoints (min-width, px). Use `media.md` / `media.lg` in style objects. */
const breakpoints = { md: 768, lg: 1024 } as const

export const media = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  hover: '(hover: hover) and (pointer: fine)',
} as const
