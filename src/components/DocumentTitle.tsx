import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The page's own `<title>`, from its HTML, or made on first use. A `<title>` that React renders
 * (the error page's) goes ahead of it and names the tab while it shows.
 */
let pageTitle = typeof document === 'undefined' ? null : document.querySelector('head > title')

/**
 * Keeps the tab's title in step with the routes' `head()` as the visitor moves around the app.
 * The prerendered pages carry every head tag (rendered by the router's `<HeadContent />` at build
 * time); in the browser only the title needs to follow, and `<HeadContent />` there would cost
 * 1.4 KiB of the home page's first-load JavaScript (measured: 110.9 → 109.5 KiB gzip, budget 110).
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
