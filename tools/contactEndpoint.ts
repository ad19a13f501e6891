/**
 * The contact form posts to `VITE_CONTACT_ENDPOINT` when it is set at build time, so the built
 * `_headers` must let the page connect there and nowhere else (`siteHeaders.ts`). Node-only
 * build code.
 */

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The endpoint as a CSP source (origin and path, the narrowest source that allows the request),
 * or `null` when nothing needs adding: no endpoint, or a same-origin path that 'self' covers.
 * Throws for a value that would break the policy or weaken it.
 */
export function contactEndpointSource(endpoint: string | undefined): string | null {
  const value = endpoint?.trim() ?? ''
  if (value === '') return null
  if (value.startsWith('/') && !value.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(
      `VITE_CONTACT_ENDPOINT must be an absolute URL or a path starting with "/", got "${value}"`,
    )
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))
  if (!secure) throw new Error(`VITE_CONTACT_ENDPOINT must use https:, got "${value}"`)
  if (url.username || url.password) {
    throw new Error('VITE_CONTACT_ENDPOINT must not hold a user name or password')
  }
  const source = `${url.origin}${url.pathname}`
  if (/[;,\s'"]/.test(source)) {
    throw new Error(`VITE_CONTACT_ENDPOINT has a character a CSP source cannot hold: "${value}"`)
  }
  return source
}
