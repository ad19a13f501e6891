import { style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'

export const root = style({
  marginTop: vars.space['6'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: `${vars.space['3']} 0 0`,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gap: vars.space['3'] } },
})

/** A related project: its picture, and its title as a link that covers the whole item. */
export const item = style({ position: 'relative' })

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
})

export const link = style({
  display: 'block',
  marginTop: vars.space['2'],
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const write = style({ marginTop: vars.space['6'], width: '100%' })
