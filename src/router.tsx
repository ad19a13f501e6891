import { createRouter, rootRouteId, type RouterHistory } from '@tanstack/react-router'
import { ErrorPage } from './features/layout/ErrorPage'
import { NotFoundPage } from './features/layout/NotFoundPage'
import {
  defaultLocale,
  localeFromPathname,
  stripLocale,
  withLocale,
  type Locale,
} from './i18n/locales'
import { routeTree } from './routeTree.gen'

type CreateAppRouterOptions = {
  /** Browser history by default; tests and prerendering pass a memory history. */
  history?: RouterHistory
}

/**
 * One router for the browser, the tests and prerendering. The language lives in the URL:
 * the input rewrite reads and strips `/es`, so one set of route files serves both languages,
 * and the output rewrite puts the current language back on every link the router builds.
 */
export function createAppRouter({ history }: CreateAppRouterOptions = {}) {
  let locale: Locale = defaultLocale
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    rewrite: {
      input: ({ url }) => {
        locale = localeFromPathname(url.pathname)
        url.pathname = stripLocale(url.pathname)
        return url
      },
      output: ({ url }) => {
        url.pathname = withLocale(url.pathname, locale)
        return url
      },
    },
    defaultPreload: 'intent',
    // Restores scroll on Back/Forward in the browser. Off when prerendering: the server would
    // otherwise write an inline script that the Content-Security-Policy forbids.
    scrollRestoration: typeof document !== 'undefined',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  })

  // The router caches links to absolute paths as if their URL never changed, but the output
  // rewrite depends on the language: drop that cache whenever the language changes.
  let linksBuiltFor = locale
  router.subscribe('onBeforeNavigate', () => {
    if (locale === linksBuiltFor) return
    linksBuiltFor = locale
    router.update(router.options)
  })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

export const NOT_FOUND_ROUTE = '404'

/** The page a loaded router shows: a route id such as `/projects`, or `404` when only the root matched. */
export function shownRoute(router: AppRouter): string {
  const leaf = router.state.matches[router.state.matches.length - 1]
  return !leaf || leaf.routeId === rootRouteId ? NOT_FOUND_ROUTE : leaf.routeId
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
