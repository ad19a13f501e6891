import type { AnyRouter } from '@tanstack/react-router'

/**
 * What a loaded router's page shows, as the prerender records it on `#root` and the app compares
 * it before hydrating: the route, and what its data depends on (the route's `loaderDeps`), e.g.
 * `/{-$locale}/projects` or, for a shared link's page, `/{-$locale}/projects?slug=casa-marea`.
 */
export function shownPage(router: AnyRouter): string | undefined {
  const match = router.state.matches.at(-1)
  if (!match) return undefined
  const deps = new URLSearchParams()
  for (const [key, value] of Object.entries((match.loaderDeps ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) deps.set(key, String(value))
  }
  return deps.size ? `${match.routeId}?${deps}` : match.routeId
}
