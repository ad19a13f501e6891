import type { AnyRouter } from '@tanstack/react-router'

/**
 * The site's one step around a TanStack Router internal, for hydrating the prerendered pages.
 *
 * The router documents one way to hydrate server-rendered HTML: `<RouterClient>` (from
 * `@tanstack/react-router/ssr/client`), which reads the server's dehydrated state from
 * `window.$_TSR`, written into the page by inline scripts. The site's Content-Security-Policy
 * refuses those, and a static host serves one 404 page for every missing URL. Without that
 * state, `<RouterProvider>` renders a root `<Suspense>` in the browser that the server never
 * rendered, so `hydrateRoot` fails and React renders the page again from scratch
 * (https://github.com/TanStack/router/issues/3305).
 *
 * The router's own `hydrate()` begins by setting `router.ssr`, the flag that makes it render the
 * same tree as on the server ("Do not render a root Suspense during SSR or hydrating from SSR",
 * packages/react-router/src/Matches.tsx). This sets just that flag, on a router that has
 * loaded the page itself. `routerHydration.test.tsx` fails the day the router no longer needs
 * it, or no longer honours it.
 */
export function hydratingPrerenderedHtml(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}
