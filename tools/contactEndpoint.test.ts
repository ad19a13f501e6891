import { describe, expect, it } from 'vitest'
import { contactEndpointSource } from './contactEndpoint.ts'

describe('the contact endpoint as a CSP source', () => {
  // Nothing without an endpoint or for a same-origin path; the origin and path without the query;
  // plain HTTP only on loopback, for local testing.
  it.each([
    [undefined, null],
    ['   ', null],
    ['/api/contact', null],
    [' https://forms.example.com/f/abc?x=1#y ', 'https://forms.example.com/f/abc'],
    ['http://127.0.0.1:8787/contact', 'http://127.0.0.1:8787/contact'],
  ])('is, for %j, %j', (endpoint, source) => {
    expect(contactEndpointSource(endpoint)).toBe(source)
  })

  it.each([
    ['plain HTTP off loopback', 'http://forms.example.com/', /must use https/],
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
