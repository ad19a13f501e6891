import { describe, expect, it } from 'vitest'
import { answer } from './helpers'

/**
 * Hostile paths that carry no code, only a way out of the site (up its folders, or to another
 * host): the site answers each with its not-found page, 404, and never a file outside it. To the
 * app's code in the browser they are an unknown path like any other, which
 * tests/e2e/security-hostile-links.spec.ts opens with the paths that carry code.
 */
describe('a path that tries to leave the site', () => {
  it.each([
    '/../../etc/passwd',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%252e%252e%252fetc%252fpasswd',
    '//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ])('%j gets the not-found page, 404, on the site', async (path) => {
    const response = await answer(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('Location')).toBeNull()
    const html = await response.text()
    expect(html).toMatch(/<html[^>]* lang="en"/)
    expect(html).toContain('Oops! Page not found')
  })
})
