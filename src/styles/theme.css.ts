import { createGlobalTheme } from '@vanilla-extract/css'

/**
 * Design tokens. Text colours keep WCAG AA contrast on `color.bg` and `color.surface`
 * (axe checks every page in the e2e suite).
 */
export const vars = createGlobalTheme(':root', {
  color: {
    bg: '#0b0b10',
    bgElevated: '#111118',
    surface: '#16161f',
    surfaceHover: '#1e1e2a',
    border: '#2a2a38',
    borderStrong: '#454558',
    text: '#f4f4f7',
    textMuted: '#b4b4c4',
    accent: '#c4b5fd',
    accentStrong: '#ddd6fe',
    accentAlt: '#f0abfc',
    accentInk: '#0b0b10',
    headerScrolled: 'rgba(11, 11, 16, 0.82)',
    overlay: 'rgba(5, 5, 8, 0.78)',
    focus: '#fde68a',
    danger: '#fca5a5',
    success: '#86efac',
  },
  space: {
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
    '10': '40px',
    '12': '48px',
    '16': '64px',
    '20': '80px',
    '24': '96px',
    '32': '128px',
  },
  size: {
    container: '1200px',
    narrow: '720px',
    header: '72px',
    target: '44px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display:
      '"Avenir Next", "Segoe UI Variable Display", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
    hero: 'clamp(2.5rem, 1.6rem + 4.5vw, 5rem)',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
    black: '800',
  },
  lineHeight: {
    tight: '1.1',
    snug: '1.3',
    body: '1.6',
  },
  radius: {
    sm: '6px',
    md: '12px',
    lg: '20px',
    pill: '999px',
  },
  shadow: {
    card: '0 12px 40px rgba(0, 0, 0, 0.45)',
    glow: '0 0 0 1px rgba(196, 181, 253, 0.25), 0 10px 40px rgba(196, 181, 253, 0.18)',
  },
  zIndex: {
    raised: '1',
    header: '40',
    language: '45',
    overlay: '60',
    modal: '70',
    tooltip: '80',
    toast: '90',
    skipLink: '100',
  },
  motion: {
    fast: '150ms',
    base: '250ms',
    slow: '450ms',
    easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
})
