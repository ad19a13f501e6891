// A page of text: a title, a lead, headed sections (the privacy page, how the studio uses AI).
import { style } from '@vanilla-extract/css'
import { vars } from '../styles/theme.css'

export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '72ch',
  paddingTop: `calc(${vars.size.header} + ${vars.space['12']})`,
  paddingBottom: vars.space['16'],
})

export const title = style({ fontSize: vars.fontSize['3xl'] })

export const lead = style({ fontSize: vars.fontSize.lg })

export const section = style({ display: 'grid', gap: vars.space['4'] })

export const heading = style({ fontSize: vars.fontSize.xl, marginTop: vars.space['6'] })

export const text = style({ color: vars.color.textMuted })

export const list = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['5'],
  color: vars.color.textMuted,
})
