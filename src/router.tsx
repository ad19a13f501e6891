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
    // Not on the first render: the page is already where the browser or the visitor put it.
    // Off when prerendering: the server would write an inline script the CSP forbids.
    scrollRestoration: typeof document !== 'undefined' && afterFirstRender(),
    defaultErrorComponent: ErrorPage,
    // None on the first load, nor under reduced motion (`false` skips the transition).
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
