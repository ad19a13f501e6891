import { env } from 'cloudflare:workers'
import { expect, it } from 'vitest'
import { filmPlayers, PLAYER_FEATURES } from '../../shared/filmPlayers'
import { loopPath } from '../../shared/media'
import { categoryPagePath, projectPagePath, REVALIDATE } from '../../shared/pages'
import { securityHeaders } from '../../shared/securityHeaders'
import { projectPageFor } from '../projectPages'
import { visitedPages } from '../stats'
import { answer, SITE, type Asked } from './helpers'

// What the platform (and `wrangler dev`) serves from dist/: the Worker first for `run_worker_first`
// and any address no file answers, else the assets alone (with dist/_headers).
async function served(path: string, init: Asked = {}) {
  const { pathname } = new URL(`${SITE}${path}`)
  const workerFirst = env.DEPLOYED.assets.run_worker_first.some((pattern) =>
    pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  )
  if (!workerFirst) {
    const file = await env.ASSETS.fetch(new Request(`${SITE}${path}`, init))
    if (file.status !== 404) return file
  }
  return answer(path, init)
}

const players = Object.values(filmPlayers)

/** A Content-Security-Policy, directive by directive. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources.join(' ')]
    }),
  )

// The other pages are compared with / below.
it.each(['/', '/favicon.svg', '/no-such-page', '/es/no-such-page'])(
  '%s carries every security header and exactly the strict Content-Security-Policy',
  async (path) => {
    const response = await served(path)
    for (const [name, value] of Object.entries(securityHeaders))
      expect(response.headers.get(name), name).toBe(value)
    // prettier-ignore
    expect(directives(response.headers.get('Content-Security-Policy'))).toEqual({
        'default-src': "'none'",
        // The prerendered pages' one inline loader, by its hash (added by the build).
        'script-src': expect.stringMatching(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/),
        'style-src': "'self'", 'img-src': "'self'", 'media-src': "'self'", 'font-src': "'self'",
        // Every film host's player, asked whether it answers once play is pressed, then framed.
        'connect-src': ["'self'", ...players].join(' '), 'frame-src': players.join(' '),
        'base-uri': "'none'", 'form-action': "'self'", 'frame-ancestors': "'none'",
        'object-src': "'none'", 'manifest-src': "'self'",
        // Trusted Types: no script sink takes a plain string, and the app needs no policy.
        'require-trusted-types-for': "'script'", 'trusted-types': "'none'",
      })
  },
)

it('keeps HTTPS pinned for at least a year, and lets only the film players use their features', async () => {
  const headers = (await served('/projects')).headers
  const hsts = headers.get('Strict-Transport-Security') ?? ''
  expect(hsts).toMatch(/; includeSubDomains$/)
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  const policy = headers.get('Permissions-Policy') ?? ''
  const policies = Object.fromEntries(policy.split(',').map((each) => each.trim().split('=')))
  const forPlayers = `(self ${players.map((origin) => `"${origin}"`).join(' ')})`
  const allowed = (feature: string) =>
    (PLAYER_FEATURES as readonly string[]).includes(feature) ? forPlayers : '()'
  const features = Object.keys(policies)
  expect(features).toEqual(
    expect.arrayContaining([...PLAYER_FEATURES, 'camera', 'microphone', 'geolocation']),
  )
  expect(policies).toEqual(Object.fromEntries(features.map((name) => [name, allowed(name)])))
})

it('hashed assets are cached for a year and never revalidated', async () => {
  const html = await (await served('/')).text()
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1])
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of assets) {
    const { status, headers } = await served(asset ?? '')
    expect([status, headers.get('Cache-Control')], asset).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ])
  }
})

// prettier-ignore
it.each<[string, number, Record<string, string>, RegExp?]>([
  ['/projects/', 307, { Location: '/projects' }], // the address without the trailing slash
  ['/es/', 307, { Location: '/es' }],
  ['/es/projects/', 307, { Location: '/es/projects' }],
  // A file of the previous version, as a page open across a deploy asks for: no cache keeps it.
  ['/assets/index-NOPE1234.js', 404, { 'Cache-Control': 'no-store' }],
  ['/assets/ProjectModal-NOPE1234.js', 404, { 'Cache-Control': 'no-store' }],
  ['/assets/', 404, { 'Cache-Control': 'no-store' }],
  // Any other address: the not-found page of its language (English for an unknown prefix).
  ['/this/does/not/exist', 404, { 'Cache-Control': REVALIDATE }, /<html lang="en"/],
  ['/es/a/b', 404, { 'Cache-Control': REVALIDATE }, /<html lang="es"/],
  ['/fr/projects', 404, { 'Cache-Control': REVALIDATE }, /<html lang="en"/],
  ['/api/no-such-thing', 404, { 'Content-Type': 'application/json; charset=utf-8' }, /^\{/],
  ['/_headers', 404, {}, /^(?![^]*Content-Security-Policy)/], // the headers file is not served
])('%s is answered %i with %o', async (path, status, headers, body = /^/) => {
  const response = await served(path, { redirect: 'manual' })
  const picked = Object.fromEntries(Object.keys(headers).map((n) => [n, response.headers.get(n)]))
  expect([response.status, picked]).toEqual([status, headers])
  expect(await response.text()).toMatch(body)
})

it("every page the Worker serves carries the security headers of / (revalidated on every visit), to GET, HEAD (the same file, no body) and 304: each page of the sitemap, and a filter's", async () => {
  const security = ['Content-Security-Policy', 'Cache-Control', ...Object.keys(securityHeaders)]
  const picked = (headers: Headers) =>
    Object.fromEntries(security.map((name) => [name, headers.get(name)]))
  const expected = picked((await served('/')).headers)
  expect(expected['Cache-Control']).toBe(REVALIDATE)
  const sitemap = await (await served('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(loc)
    return url.pathname + url.search
  })
  expect(paths.length).toBeGreaterThan(6)
  const filters = ['/projects?category=commercial', '/es/projects?category=commercial']
  for (const path of [...paths, ...filters]) {
    const [page, head] = [await served(path), await served(path, { method: 'HEAD' })]
    const etag = page.headers.get('ETag')
    const again = await served(path, { headers: { 'If-None-Match': etag ?? '' } })
    const answers = [page, head, again].map((response) => [
      response.status,
      picked(response.headers),
    ])
    expect(answers, path).toEqual([200, 200, 304].map((status) => [status, expected]))
    // A shared link's HEAD is its project's page too, not the plain projects page.
    const headEtag = head.headers.get('ETag')
    expect([headEtag, (await head.arrayBuffer()).byteLength], path).toEqual([etag, 0])
  }
})

it.each([
  ['', 'Casa Marea is a commercial concept', 'Our Work'],
  ['/es', 'Casa Marea es un concepto publicitario', 'Nuestro trabajo'],
])(
  "a shared project link: %s/projects?project=casa-marea is that project's own page, at the same address; any other value the plain page",
  async (prefix, overview, plainTitle) => {
    const response = await served(`${prefix}/projects?project=casa-marea`, { redirect: 'manual' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Casa Marea — Unreal Studio</title>')
    expect(html).toContain(overview)
    expect(html).toMatch(/<h2 id="[^"]+" class="[^"]+">Casa Marea<\/h2>/)
    for (const other of ['nope', '', 'casa-marea&project=casa-marea', 'Casa-Marea']) {
      const plain = await (await served(`${prefix}/projects?project=${other}`)).text()
      expect(plain, other).not.toContain(overview)
      expect(plain, other).toContain(`<title>${plainTitle} — Unreal Studio</title>`)
    }
  },
)

it('the browser editor, /admin, has its own policy, is never indexed, and is in no sitemap', async () => {
  for (const path of ['/admin', '/admin/config.yml', '/admin/sveltia-cms.js']) {
    const { status, headers } = await served(path)
    expect(status, path).toBe(200)
    // One policy, the editor's: the site's (Trusted Types, no inline styles) is removed.
    const policy = headers.get('Content-Security-Policy') ?? ''
    expect(policy, path).toMatch(
      /^default-src 'none'; script-src 'self';.*connect-src [^;]*https:\/\/api\.github\.com/,
    )
    expect(policy, path).not.toContain('trusted-types')
    expect(headers.get('X-Robots-Tag'), path).toBe('noindex, nofollow')
    expect(headers.get('X-Frame-Options'), path).toBe('DENY')
  }
  const page = await (await served('/admin')).text()
  expect(page).toContain('<meta name="robots" content="noindex, nofollow" />')
  expect(page).toContain('<script src="/admin/sveltia-cms.js"></script>')
  expect(await (await served('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m)
  expect(await (await served('/sitemap.xml')).text()).not.toContain('/admin')
})

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

// The loops the build made from a demo project's clip (the Worker's tests read dist/): WebM, and
// MP4 for browsers without VP9 WebM (the card offers both, WebM first).
it.each([
  ['webm', 0, [0x1a, 0x45, 0xdf, 0xa3]], // EBML
  ['mp4', 4, [...new TextEncoder().encode('ftyp')]],
] as const)(
  "a card's loop as %s is served whole, saying it can be asked for in parts; HEAD the same without the bytes",
  async (format, at, signature) => {
    const loop = loopPath('casa-marea', format)
    const [get, head] = [await served(loop), await served(loop, { method: 'HEAD' })]
    for (const response of [get, head]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe(`video/${format}`)
      expect(response.headers.get('Accept-Ranges')).toBe('bytes')
    }
    const body = await bytesOf(get)
    expect([...body.slice(at, at + signature.length)]).toEqual(signature)
    const length = head.headers.get('Content-Length')
    expect([(await bytesOf(head)).byteLength, length]).toEqual([0, `${body.byteLength}`])
  },
)

// Any format's parts come from the same code: asked of the MP4, the format Safari asks in parts.
it("a card's loop in parts: those bytes only (206), HEAD too (as Safari asks first, bytes=0-1); a range past its end is refused (416), and a missing loop is the not-found page", async () => {
  const loop = loopPath('casa-marea', 'mp4')
  const inParts = (range: string, method = 'GET', path = loop) =>
    served(path, { method, headers: { Range: `bytes=${range}` } })
  const whole = await bytesOf(await served(loop))
  /** The status, the part's place and its length. */
  const placed = ({ status, headers }: Response) =>
    [status, headers.get('Content-Range'), headers.get('Content-Length')] as const
  const part = await inParts('8-1023')
  expect(placed(part)).toEqual([206, `bytes 8-1023/${whole.length}`, '1016'])
  expect(part.headers.get('Content-Type')).toBe('video/mp4')
  expect(await bytesOf(part)).toEqual(whole.slice(8, 1024))
  // Other ranges (an open end, the last bytes): shared/byteRange.test.ts.
  const head = await inParts('0-1', 'HEAD')
  expect(placed(head)).toEqual([206, `bytes 0-1/${whole.length}`, '2'])
  expect((await bytesOf(head)).byteLength).toBe(0)
  const past = await inParts(`${whole.length + 10}-`)
  expect(past.status).toBe(416)
  expect(past.headers.get('Content-Range')).toBe(`bytes */${whole.length}`)
  const missing = await inParts('0-1', 'GET', loopPath('no-such-project', 'mp4'))
  expect(missing.status).toBe(404)
  expect(missing.headers.get('Content-Type')).toContain('text/html')
})

it('every page, in each language, runs the Worker first (which counts its views), as wrangler.jsonc deploys it', () => {
  const pagesOfSite = [...visitedPages.keys()]
  expect(pagesOfSite).toEqual(expect.arrayContaining(['/', '/es', '/projects', '/es/projects']))
  expect([...env.DEPLOYED.assets.run_worker_first].sort()).toEqual(
    ['/api/*', ...pagesOfSite, '/videos/*'].sort(),
  )
})

// prettier-ignore
it.each([
  ['/projects?category=commercial&ref=mail', categoryPagePath('commercial', 'en')],
  ['/es/projects?category=commercial&ref=mail', categoryPagePath('commercial', 'es')],
  ['/projects?category=commercial&project=casa-marea', projectPagePath('casa-marea', 'en')],
  // A project's page shows every project behind it: the app renders afresh with the filter.
  ['/projects?category=commercial&project=Nope', undefined],
  ['/projects?category=', undefined],
  ['/projects?category=Commercial', undefined],
  ['/projects?category=a&category=b', undefined],
])("a filter's or a project's link %s is answered with the page %s", (address, page) => {
  expect(projectPageFor(new URL(`https://site.test${address}`))?.path).toBe(page)
})
