import { describe, expect, it } from 'vitest'
import { contactEndpointSource, withContactEndpoint } from './contactEndpoint.ts'

const file = [
  '/*',
  "  Content-Security-Policy: default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
  '  X-Content-Type-Options: nosniff',
].join('\n')

describe('the contact endpoint in the CSP', () => {
  it('leaves the file alone without an endpoint or with a same-origin path', () => {
    expect(withContactEndpoint(file, undefined)).toBe(file)
    expect(withContactEndpoint(file, '   ')).toBe(file)
    expect(withContactEndpoint(file, '/api/contact')).toBe(file)
  })

  it('adds the endpoint origin and path, without its query, to connect-src only', () => {
    const built = withContactEndpoint(file, ' https://forms.example.com/f/abc?x=1#y ')
    expect(built).toContain(
      "Content-Security-Policy: default-src 'none'; connect-src 'self' https://forms.example.com/f/abc; frame-ancestors 'none'",
    )
    expect(built).toContain('X-Content-Type-Options: nosniff')
  })

  it('adds it once when the build rewrites the file twice', () => {
    const once = withContactEndpoint(file, 'https://forms.example.com/send')
    expect(withContactEndpoint(once, 'https://forms.example.com/send')).toBe(once)
  })

  it('handles a file saved with Windows line endings', () => {
    const built = withContactEndpoint(file.replace(/\n/g, '\r\n'), 'https://forms.example.com/')
    expect(built).toContain("connect-src 'self' https://forms.example.com/;")
  })

  it('allows plain HTTP only on loopback, for local testing', () => {
    expect(contactEndpointSource('http://127.0.0.1:8787/contact')).toBe(
      'http://127.0.0.1:8787/contact',
    )
    expect(() => contactEndpointSource('http://forms.example.com/')).toThrow(/must use https/)
  })

  it.each([
    ['not a URL', 'forms.example.com/send', /absolute URL or a path/],
    ['protocol-relative', '//forms.example.com/send', /must use https|absolute URL/],
    ['another scheme', 'javascript:alert(1)', /must use https/],
    ['with credentials', 'https://user:pw@forms.example.com/', /user name or password/],
    ['a directive injection', 'https://forms.example.com/a;script-src', /character a CSP source/],
    ['a second policy', 'https://forms.example.com/a,b', /character a CSP source/],
  ])('refuses an endpoint that is %s', (_case, endpoint, message) => {
    expect(() => withContactEndpoint(file, endpoint)).toThrow(message)
  })

  it('refuses a policy with no connect-src to extend', () => {
    const noConnect = "/*\n  Content-Security-Policy: default-src 'none'"
    expect(() => withContactEndpoint(noConnect, 'https://forms.example.com/')).toThrow(
      /no connect-src/,
    )
  })
})
