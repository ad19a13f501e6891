import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The page's own `<title>`, from its HTML, or made on first use. A `<title>` that React renders
 * (the error page's) goes ahead of it and names the tab while it shows.
 */
let pageTitle = typeof document === 'undefined' ? null : document.querySelector('head > title')

/**
 * Keeps the tab's title in step with the routes' `head()` (the same tags in every build) as the
 * visitor moves around the app. The prerendered pages carry every head tag, rendered by the
 * router's `<HeadContent />` into the document's head at build time. The app hydrates `#root`,
 * not the document: a `<HeadContent />` there would render every tag again beside the prerendered
 * ones (React places a component's `<title>` and `<meta>` into the head; it does not adopt those
 * already there), and the tab would keep showing the first `<title>`. So only the title follows,
 * in place. The other tags are for crawlers and link previews, which read the prerendered page.
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
