/**
 * The contact form posts to `VITE_CONTACT_ENDPOINT` when it is set at build time, so the built
 * `_headers` must let the page connect there and nowhere else. Node-only build code.
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

/** Adds the endpoint to `connect-src` in every Content-Security-Policy line of a `_headers` file. */
export function withContactEndpoint(headersText: string, endpoint: string | undefined): string {
  const source = contactEndpointSource(endpoint)
  if (!source) return headersText
  return headersText
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => {
      const match = /^(\s+Content-Security-Policy\s*:\s*)(.*)$/i.exec(line)
      if (!match) return line
      const [, head = '', policy = ''] = match
      const directives = policy.split(';').map((directive) => directive.trim())
      const index = directives.findIndex((directive) => /^connect-src(\s|$)/i.test(directive))
      if (index === -1) {
        throw new Error(
          '_headers: a Content-Security-Policy has no connect-src to add the endpoint to',
        )
      }
      const directive = directives[index] ?? ''
      if (!directive.split(/\s+/).includes(source)) directives[index] = `${directive} ${source}`
      return `${head}${directives.filter(Boolean).join('; ')}`
    })
    .join('\n')
}
