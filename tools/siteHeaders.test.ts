import { describe, expect, it } from 'vitest'
import { coverSrc, imageFile, loopPath } from '../shared/media'
import { contactEndpointSource } from './contactEndpoint.ts'
import { siteHeaders } from './siteHeaders.ts'

const loaderHash = "'sha256-bG9hZGVy'"

/** The file's rules: a pattern on its own line, then its indented `Name: value` lines. */
function rulesOf(file: string) {
  const rules: { pattern: string; attach: [string, string][] }[] = []
  for (const line of file.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    if (!line.startsWith(' ')) rules.push({ pattern: line, attach: [] })
    else {
      const [name = '', ...value] = line.split(':')
      rules.at(-1)?.attach.push([name.trim(), value.join(':').trim()])
    }
  }
  return rules
}

/** The headers the platform would send for `path`: every rule whose pattern matches it. */
function headersFor(file: string, path: string) {
  return rulesOf(file)
    .filter(({ pattern }) => {
      const source = pattern.replace(/:\w+/g, '[^/]+').replace('*', '.*')
      return new RegExp(`^${source}$`).test(path)
    })
    .flatMap((rule) => rule.attach)
}

describe("the site's _headers", () => {
  it('admits the loader by its hash, and the contact endpoint in connect-src only', () => {
    const csp = (contactEndpoint: string | undefined) =>
      new Map(headersFor(siteHeaders({ loaderHash, contactEndpoint }), '/')).get(
        'Content-Security-Policy',
      )
    expect(csp(undefined)).toContain(`script-src 'self' ${loaderHash};`)
    expect(csp('/api/contact')).toBe(csp(undefined))
    const withEndpoint = csp('https://forms.example.com/send?x=1') ?? ''
    expect(withEndpoint.replace(' https://forms.example.com/send', '')).toBe(csp(undefined))
    expect(withEndpoint).toMatch(/connect-src [^;]* https:\/\/forms\.example\.com\/send;/)
  })

  // Every page revalidated on each visit, each header once, as served: worker/test/served.test.ts.
  const file = siteHeaders({ loaderHash, contactEndpoint: undefined })
  it("serves the loops as it serves the images: the platform's default cache, each header once", () => {
    const image = headersFor(file, imageFile(coverSrc('casa-marea'), 480, 'avif'))
    for (const video of [loopPath('casa-marea', 'webm'), loopPath('casa-marea', 'mp4')]) {
      const headers = headersFor(file, video)
      expect(headers, video).toEqual(image)
      expect(new Set(headers.map(([name]) => name)).size, video).toBe(headers.length)
    }
    // No rule of the file caches them: a new build may change a loop at the same address.
    expect(new Map(image).has('Cache-Control')).toBe(false)
  })
})

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
