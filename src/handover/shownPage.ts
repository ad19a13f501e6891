import type { AnyRouter } from '@tanstack/react-router'

/**
 * What a loaded router's page shows, recorded on `#root` by the prerender and compared before
 * hydrating: the route and its `loaderDeps` (`/{-$locale}/projects?slug=casa-marea`).
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
