// Rules several styles share, spread where they apply (`...rules.bareList`): the same CSS in each.
import type { StyleRule } from '@vanilla-extract/css'
import { media } from './breakpoints'
import { vars } from './theme.css'
import { tint } from './tint'

/** A list without bullets or indent. */
export const bareList = { listStyle: 'none', padding: 0 } satisfies StyleRule

/** A row with its first and last items at its two ends, all centred across it. */
export const spread = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
} satisfies StyleRule

/** A control at least a touch target high, its content centred on one line. */
export const target = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
} satisfies StyleRule

/** The studio's mark and name, the link home in the header and the footer. */
export const brand = {
  ...target,
  gap: vars.space['3'],
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.black,
  textDecoration: 'none',
} satisfies StyleRule

/** A bold accent link with an icon beside its words ("See the project →"). */
export const iconLink = {
  ...target,
  gap: vars.space['2'],
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
} satisfies StyleRule

/** A replaced element (a picture, a player, a slider) over the whole of its positioned box. */
export const fill = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
} satisfies StyleRule

/** A picture cut to fill a 4:3 box. */
export const coverImage = {
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
} satisfies StyleRule

/** A home card (a service, a featured project): a framed column that glows when hovered. */
export const homeCard = {
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
} satisfies StyleRule

export const homeCardGlow = {
  '&:hover, &:focus-within': {
    borderColor: tint(vars.color.accent, '55%'),
    boxShadow: vars.shadow.glow,
  },
} satisfies StyleRule['selectors']

type Rule = Omit<StyleRule, '@media' | '@supports' | '@container' | '@layer' | 'selectors'>

/**
 * Where the pointer can hover, `hidden` until the `card` (a class) is hovered or holds the focus,
 * then `shown`; on touch screens always shown. Goes under `'@media'`.
 */
export const untilCardHover = (card: string, hidden: Rule, shown: Rule) => ({
  [media.hover]: {
    ...hidden,
    selectors: { [`${card}:hover &, ${card}:focus-within &`]: shown },
  },
})

/** A dialog's box over the backdrop: the phone menu, a project. */
export const dialogPanel = {
  width: '100%',
  maxHeight: '100%',
  overflowY: 'auto',
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space['5'],
} satisfies StyleRule
