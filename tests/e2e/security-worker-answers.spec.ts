import { request as rawRequest } from 'node:http'
import { expect, test } from '../support/fixtures'

/**
 * What the Worker answers on the production build as served (wrangler), asked as curl asks, the
 * path sent byte for byte: no address of the site sends a visitor to another host, and every
 * page it serves carries the same security headers, HEAD and 304 included.
 */

type Answer = { status: number; headers: Record<string, string | string[] | undefined> }

/** `method path` sent as is (no client resolves or normalises it), with `headers`. */
function ask(origin: string, path: string, method = 'GET', headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(origin)
  return new Promise<Answer>((resolve, reject) => {
    const sent = rawRequest({ host: hostname, port, path, method, headers }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      )
    })
    sent.on('error', reject)
    sent.end()
  })
}

const hostile = [
  '//evil.example/%E0%A4%A',
  '/\\evil.example/%E0%A4%A',
  '///evil.example/%E0%A4%A',
  '/%2F%2Fevil.example/%E0%A4%A',
  '/%5C%5Cevil.example/%E0%A4%A',
  '/%5Cevil.example/%E0%A4%A',
  '/%09/evil.example/%E0%A4%A',
  '/%0D%0A/evil.example/%E0%A4%A',
  '//evil.example/',
  '//evil.example/privacy/',
  '/\\evil.example/projects/',
  '//evil.example/%2e%2e/privacy/index.html',
]

test('no address of the site answers with a Location on another host', async ({ baseURL }) => {
  const origin = baseURL ?? ''
  for (const path of hostile) {
    const { status, headers } = await ask(origin, path)
    const location = headers.location
    if (typeof location === 'string') {
      expect(new URL(location, origin).origin, `${path} → ${status} ${location}`).toBe(origin)
    } else {
      expect(status, path).toBe(404)
    }
  }
})

test('every page the Worker serves carries the security headers, HEAD and 304 included', async ({
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const reference = (await ask(origin, '/')).headers
  const security = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'x-frame-options',
    'cache-control',
  ]
  const expected = Object.fromEntries(security.map((name) => [name, reference[name]]))
  expect(expected['content-security-policy']).toContain("default-src 'none'")
  const pages = [
    '/privacy',
    '/es/privacy',
    '/projects?project=casa-marea',
    '/es/projects?project=casa-marea',
    '/projects?category=commercial',
    '/es/projects?category=commercial',
  ]
  for (const path of pages) {
    const got = await ask(origin, path)
    expect(got.status, path).toBe(200)
    const picked = (headers: Answer['headers']) =>
      Object.fromEntries(security.map((name) => [name, headers[name]]))
    expect(picked(got.headers), `GET ${path}`).toEqual(expected)
    const head = await ask(origin, path, 'HEAD')
    expect(head.status, `HEAD ${path}`).toBe(200)
    expect(picked(head.headers), `HEAD ${path}`).toEqual(expected)
    const etag = String(got.headers.etag)
    const again = await ask(origin, path, 'GET', { 'If-None-Match': etag })
    expect(again.status, `304 ${path}`).toBe(304)
    expect(picked(again.headers), `304 ${path}`).toEqual(expected)
  }
})
