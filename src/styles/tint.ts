/** A colour at `amount` strength over `base` (transparent by default), e.g. for glows and tinted surfaces. */
export const tint = (color: string, amount: string, base = 'transparent') =>
  `color-mix(in srgb, ${color} ${amount}, ${base})`
