import { describe, expect, it } from 'vitest'
import { contactEndpointSource } from './contactEndpoint.ts'

describe('the contact endpoint as a CSP source', () => {
  it('is nothing without an endpoint or for a same-origin path', () => {
    expect(contactEndpointSource(undefined)).toBeNull()
    expect(contactEndpointSource('   ')).toBeNull()
    expect(contactEndpointSource('/api/contact')).toBeNull()
  })

  it('is the endpoint origin and path, without its query', () => {
    expect(contactEndpointSource(' https://forms.example.com/f/abc?x=1#y ')).toBe(
      'https://forms.example.com/f/abc',
    )
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
    expect(() => contactEndpointSource(endpoint)).toThrow(message)
  })
})
