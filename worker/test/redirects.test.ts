import { describe, expect, it } from 'vitest'
import { answer, SITE } from './helpers'

// Paths naming another host once decoded, or climbing out of the site, with and without broken
// percent-encoding (paths carrying code: tests/e2e/security-hostile-links.spec.ts).
// prettier-ignore
const hostile = [
  '/../../etc/passwd', '/..%2F..%2Fetc%2Fpasswd', '/%252e%252e%252fetc%252fpasswd',
  '//evil.example', '/\\evil.example', '///evil.example', '/\\/evil.example',
  '/%2F%2Fevil.example', '/%2f/evil.example', '/%5Cevil.example', '/%5C%5Cevil.example',
  '/%09/evil.example', '/\t/evil.example', '/\n/evil.example', '/%0A/evil.example',
  '/%0D%0A/evil.example', '/%E0%A4%A//evil.example',
]
  .flatMap((path) => [path, `${path}/`, `${path}/%E0%A4%A`, `${path}/x%E0%A4%A?y=%E0`])
  // A page's address with a trailing slash, which the static assets redirect without it.
  .concat([
    '//evil.example/privacy/',
    '/\\evil.example/projects/',
    '//evil.example/%2e%2e/privacy/index.html',
  ])

describe('no address of the site sends a visitor to another host, or serves a file outside it', () => {
  it.each(hostile)('%j: any Location is on the site, and following it ends here', async (path) => {
    let url = `${SITE}${path}`
    for (let hop = 0; hop < 3; hop++) {
      // As a browser gets it: a redirect of the static assets is the answer, not followed.
      const response = await answer(url, { redirect: 'manual' })
      const location = response.headers.get('Location')
      if (!location) {
        // The not-found page, or the page of the site a redirect led to.
        expect(hop === 0 ? [404] : [200, 404]).toContain(response.status)
        if (hop === 0)
          expect(await response.text()).toMatch(/<html[^>]* lang="en"[^]*Oops! Page not found/)
        return
      }
      const next = new URL(location, url)
      expect(next.origin, `${path} → ${location}`).toBe(SITE)
      url = next.href
    }
    throw new Error(`${path}: still redirected after 3 hops`)
  })

  it('keeps sending broken percent-encoding to the same path, readable', async () => {
    const response = await answer('/es/proyectos%E0%A4%A?x=1')
    expect(response.status).toBe(307)
    expect(response.headers.get('Location')).toBe(`${SITE}/es/proyectos%25E0%25A4%25A?x=1`)
  })
})
