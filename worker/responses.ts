import { securityHeaders } from '../shared/securityHeaders'

/** The policy of the Worker's own answers (JSON, redirects, empty answers): nothing allowed. */
const WORKER_CSP = "default-src 'none'; frame-ancestors 'none'"

/** `response` with each of the site's security headers and a CSP that it lacks. */
export function withSiteHeaders(response: Response): Response {
  const missing = Object.entries({
    ...securityHeaders,
    'Content-Security-Policy': WORKER_CSP,
  }).filter(([name]) => !response.headers.has(name))
  if (missing.length === 0) return response
  const answer = new Response(response.body, response)
  for (const [name, value] of missing) answer.headers.set(name, value)
  return answer
}

/** Every API answer: JSON, never cached (the site's headers are added to it as to every answer). */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

/** Storage (or its configuration) is missing or failing: the form should say so and retry later. */
export const unavailable = () => json(503, { error: 'unavailable' }, { 'Retry-After': '60' })

/**
 * `path` (and `url`'s search) on `url`'s origin, for a `Location`: set, never resolved, so
 * `//evil.example/…` stays a path of this site.
 */
export function onThisSite(url: URL, path: string): string {
  const target = new URL(url.origin)
  target.pathname = path
  target.search = url.search
  if (target.origin !== url.origin) throw new Error(`Not on this site: ${path}`)
  return target.href
}
