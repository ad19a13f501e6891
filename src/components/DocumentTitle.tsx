import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The page's own `<title>`, from its HTML, or made on first use. A `<title>` that React renders
 * (the error page's) goes ahead of it and names the tab while it shows.
 */
let pageTitle = typeof document === 'undefined' ? null : document.querySelector('head > title')

/**
 * Keeps the tab's title in step with the routes' `head()`. The prerendered pages carry every head
 * tag; the app hydrates `#root`, where a `<HeadContent />` would render them all again beside
 * those (React adopts none), so only the title follows, in place.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) =>
      state.matches.flatMap((match) => match.meta ?? []).findLast((meta) => meta?.title)?.title,
  })
  useEffect(() => {
    if (!title) return
    pageTitle ??= document.head.appendChild(document.createElement('title'))
    pageTitle.textContent = title
  }, [title])
  return null
}
