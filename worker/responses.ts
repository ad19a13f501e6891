/** Every API answer: JSON, never cached, never sniffed, never framed. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      ...headers,
    },
  })
}

/** Storage (or its configuration) is missing or failing: the form should say so and retry later. */
export const unavailable = () => json(503, { error: 'unavailable' }, { 'Retry-After': '60' })

/**
 * The address of `path` (and `url`'s search) on `url`'s own origin: the one way the Worker builds
 * a `Location`. The path is set on a URL that already has the site's origin, never resolved
 * against it, so whatever it holds (`//host`, `/\\host`, tabs) stays a path of this site: read as
 * a reference, `//evil.example/…` would name another host.
 */
export function onThisSite(url: URL, path: string): string {
  const target = new URL(url.origin)
  target.pathname = path
  target.search = url.search
  if (target.origin !== url.origin) throw new Error(`Not on this site: ${path}`)
  return target.href
}
