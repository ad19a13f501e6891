import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from './headersFile.ts'

/** The headers file the site ships: what every host and local server sends. */
const rules = parseHeadersFile(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/_headers'), 'utf8'),
)

const pages = ['/', '/projects', '/projects/', '/es', '/es/', '/es/projects', '/es/projects/']
const asset = '/assets/index-3f2a9c1b.js'
const paths = [...pages, asset, '/favicon.svg', '/no-such-page', '/a/b/c']

const header = (path: string, name: string) => headersFor(rules, path).get(name)?.value

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  )

describe('the shipped _headers file', () => {
  it.each(paths)('gives %s the strict CSP, exactly', (path) => {
    const policy = header(path, 'content-security-policy') ?? ''
    expect(Object.fromEntries(directives(policy))).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self'",
      'font-src': "'self'",
      'connect-src': "'self'",
      'frame-src': 'https://www.youtube-nocookie.com',
      'base-uri': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'manifest-src': "'self'",
    })
  })

  it.each(paths)('gives %s the other security headers', (path) => {
    expect(header(path, 'strict-transport-security')).toMatch(/^max-age=(\d{8,})/)
    expect(header(path, 'x-content-type-options')).toBe('nosniff')
    expect(header(path, 'referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(header(path, 'cross-origin-opener-policy')).toBe('same-origin')
    expect(header(path, 'permissions-policy')).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
    )
  })

  it('keeps HSTS for at least a year', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(header('/', 'strict-transport-security') ?? '')?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  })

  it.each(pages)('makes the browser revalidate the page %s', (path) => {
    expect(header(path, 'cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('caches hashed assets for a year, immutably', () => {
    expect(header(asset, 'cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it.each(paths)('sets each header on %s from one rule only, so every host agrees', (path) => {
    const names = rules.flatMap((rule) => [...headersFor([rule], path).keys()])
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })
})
