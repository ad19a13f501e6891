import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../styles/breakpoints'
import { vars } from '../../styles/theme.css'
import { tint } from '../../styles/tint'

const drift = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: `translateY(calc(-1 * ${vars.space['3']}))` },
})

/** Only on wide screens, to the right of the words. */
export const root = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'absolute',
      right: `max(${vars.space['8']}, calc((100vw - ${vars.size.container}) / 2))`,
      top: '50%',
      width: 'min(32vw, 30rem)',
      height: 'auto',
      translate: '0 -42%',
      opacity: 0.9,
      pointerEvents: 'none',
    },
  },
})

const floating = (delay: string) =>
  style({
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${drift} 9s ${vars.motion.easing} ${delay} infinite`,
      },
    },
  })

export const back = style([floating('-4s'), { opacity: 0.7 }])
export const front = floating('0s')

export const stopDeep = style({ stopColor: tint(vars.color.accent, '18%', vars.color.bg) })
export const stopAccent = style({ stopColor: tint(vars.color.accent, '70%', vars.color.bg) })
export const stopAlt = style({ stopColor: tint(vars.color.accentAlt, '85%', vars.color.bg) })
export const stopLight = style({ stopColor: vars.color.focus })
export const stopAltClear = style({ stopColor: tint(vars.color.accentAlt, '0%') })

export const head = style({ fill: tint(vars.color.bg, '55%') })
export const hills = style({ fill: tint(vars.color.bg, '70%', vars.color.accent) })
export const shore = style({ fill: vars.color.bg })

export const frame = style({
  fill: 'none',
  stroke: tint(vars.color.text, '22%'),
  strokeWidth: 1.5,
})

export const marks = style({
  fill: 'none',
  stroke: tint(vars.color.text, '70%'),
  strokeWidth: 2,
  strokeLinecap: 'round',
})

export const rec = style({ fill: vars.color.danger })
