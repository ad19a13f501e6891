/**
 * The custom property the comparison's split is drawn from: the share of the frame that shows the
 * original, set from script (the CSSOM, which the CSP allows, unlike a `style` attribute).
 */
export const SPLIT = '--comparison-split'

/** Where the split starts: half the original, half the AI result. */
export const MIDPOINT = 50
