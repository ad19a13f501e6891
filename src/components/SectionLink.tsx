import { Link, useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { isPlainClick } from './press'
import { prefersReducedMotion } from './reducedMotion'

type SectionLinkProps = {
  /** The page that holds the section. */
  to: '/{-$locale}' | '/{-$locale}/projects'
  /** The section's id, without `#`. */
  hash: string
  className?: string
  /** A fuller name when the visible words need context (they must stay part of it). */
  'aria-label'?: string
  children: ReactNode
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

/**
 * A link to a section of a page (`/#contact`, in the page's language). From another page the router navigates and scrolls;
 * on the same page it scrolls again even when the URL already ends in that hash.
 */
export function SectionLink({
  to,
  hash,
  className,
  children,
  onClick,
  'aria-label': ariaLabel,
}: SectionLinkProps) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event)) return
    const target = document.getElementById(hash)
    const here = router.state.location
    const samePage = router.buildLocation({ to }).pathname === here.pathname
    if (!samePage || here.hash !== hash || !target) return
    event.preventDefault()
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  }
  return (
    <Link to={to} hash={hash} className={className} aria-label={ariaLabel} onClick={handleClick}>
      {children}
    </Link>
  )
}
