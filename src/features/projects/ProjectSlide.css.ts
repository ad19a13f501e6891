import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space['10']} ${vars.space['5']} ${vars.space['5']}`,
  background: `linear-gradient(to top, ${vars.color.bg}, ${vars.color.overlay} 50%, transparent)`,
})
