import { style } from '@vanilla-extract/css'
import * as rules from '../../styles/rules'
import { vars } from '../../styles/theme.css'

export { ruledPart as root, heading as title, thumbnails as list } from './projectSection.css'

/** A related project: its picture, and its title as a link that covers the whole item. */
export const item = style({ position: 'relative' })

export const image = style({
  ...rules.coverImage,
  borderRadius: vars.radius.sm,
})

export const link = style({
  display: 'block',
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const write = style({ marginTop: vars.space['6'], width: '100%' })
