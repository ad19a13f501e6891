import type { SVGProps } from 'react'

/** The studio's mark. Decorative: the link around it carries the name. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false" {...props}>
      <rect width="64" height="64" rx="14" fill="#1e1e2a" />
      <path
        d="M18 16v20a14 14 0 0 0 28 0V16"
        fill="none"
        stroke="#c4b5fd"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle cx="46" cy="16" r="4" fill="#f0abfc" />
    </svg>
  )
}
