import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { prefersReducedMotion } from './components/reducedMotion'
import { ErrorPage } from './features/layout/ErrorPage'
import { routeTree } from './routeTree.gen'

type CreateAppRouterOptions = {
  /** Browser history by default; tests and prerendering pass a memory history. */
  history?: RouterHistory
}

/**
 * One router for the browser, the tests and prerendering. The language is a route param
 * (`routes/{-$locale}`): English at the bare paths, Spanish under its prefix; a link to another
 * page keeps the current one's language unless it says otherwise.
 */
export function createAppRouter({ history }: CreateAppRouterOptions = {}) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Restores scroll on Back/Forward in the browser, and starts a page opened by a link at its
    // top. Not on the document's first render: that page is already where the browser or the
    // visitor put it (its anchor, a scroll made before the app arrived, a position restored by
    // the browser). Off when prerendering: the server would otherwise write an inline script
    // that the Content-Security-Policy forbids.
    scrollRestoration: typeof document !== 'undefined' && afterFirstRender(),
    defaultErrorComponent: ErrorPage,
    // Moving between pages, and opening or closing a project, cross-fade with the browser's
    // view transitions where it has them (`document.startViewTransition`); none on the first
    // load (no page to move from) nor when the visitor asks for less motion (`types` returning
    // false skips the transition).
    defaultViewTransition: {
      types: ({ fromLocation, pathChanged }) =>
        !fromLocation || prefersReducedMotion() ? false : [pathChanged ? 'page' : 'project'],
    },
  })
}

/** A `scrollRestoration` option that is false for the first render it is asked about only. */
function afterFirstRender() {
  let rendered = false
  return () => {
    const first = !rendered
    rendered = true
    return !first
  }
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
