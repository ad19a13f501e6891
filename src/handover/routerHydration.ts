import type { AnyRouter } from '@tanstack/react-router'

/**
 * The site's one step around a TanStack Router internal. Its documented hydration,
 * `<RouterClient>`, reads state inline scripts write, which the CSP refuses; without it the router
 * renders a root `<Suspense>` the server did not, and hydration fails (TanStack/router#3305).
 * The router's own `hydrate()` sets `router.ssr` to render the server's tree; this sets just that.
 * `routerHydration.test.tsx` fails the day the router no longer needs or honours it.
 */
export function hydratingPrerenderedHtml(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}
