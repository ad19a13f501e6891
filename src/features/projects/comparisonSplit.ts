/**
 * The custom property the comparison's split is drawn from (`ComparisonFrame.css.ts`): the share
 * of the frame, from its left, that shows the original. The stylesheet's fallback is the middle,
 * so the prerendered page shows both pictures; the window's code sets it from script (the CSSOM,
 * which the CSP allows; a `style` attribute in the HTML it refuses: docs/security.md).
 */
export const SPLIT = '--comparison-split'

/** Where the split starts: half the original, half the AI result. */
export const MIDPOINT = 50
