import { expect, test } from '../support/fixtures'
import { FILM_PLAYER_ORIGINS } from '../support/videoHost'

const pages = ['/', '/projects', '/es', '/es/projects']
const revalidate = 'public, max-age=0, must-revalidate'

test.describe('the deployed response headers', () => {
  for (const path of [...pages, '/favicon.svg', '/no-such-page']) {
    test(`${path} carries every security header`, async ({ request }) => {
      const headers = (await request.get(path)).headers()
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['permissions-policy']).toContain('microphone=()')
      expect(headers['permissions-policy']).toContain('geolocation=()')
    })
  }

  for (const path of pages) {
    test(`the page ${path} is revalidated on every visit`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['cache-control']).toBe(revalidate)
    })
  }

  test('hashed assets are cached for a year and never revalidated', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1])
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      const response = await request.get(asset ?? '')
      expect(response.status(), asset).toBe(200)
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
    }
  })

  for (const path of [...pages, '/favicon.svg', '/no-such-page', '/es/no-such-page']) {
    test(`${path} gets exactly the strict Content-Security-Policy`, async ({ request }) => {
      const policy = (await request.get(path)).headers()['content-security-policy'] ?? ''
      const directives = Object.fromEntries(
        policy.split(';').map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/)
          return [name, sources.join(' ')]
        }),
      )
      expect(directives).toEqual({
        'default-src': "'none'",
        // The prerendered pages' one inline loader, by its hash (added by the build).
        'script-src': expect.stringMatching(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/),
        'style-src': "'self'",
        'img-src': "'self'",
        // The cards' loops, from the site itself.
        'media-src': "'self'",
        'font-src': "'self'",
        // Every film host's player (src/content/film.ts), asked whether it answers once a
        // visitor presses play, then framed.
        'connect-src': ["'self'", ...FILM_PLAYER_ORIGINS].join(' '),
        'frame-src': FILM_PLAYER_ORIGINS.join(' '),
        'base-uri': "'none'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'manifest-src': "'self'",
        // Trusted Types: no script sink takes a plain string, and the app needs no policy.
        'require-trusted-types-for': "'script'",
        'trusted-types': "'none'",
      })
    })
  }

  test('every film host may autoplay, go full screen, play protected media and picture-in-picture, and nothing else', async ({
    request,
  }) => {
    const policy = (await request.get('/projects')).headers()['permissions-policy'] ?? ''
    const features = Object.fromEntries(
      policy.split(',').map((feature) => {
        const [name = '', allowlist = ''] = feature.trim().split('=')
        return [name, allowlist]
      }),
    )
    const players = `(self ${FILM_PLAYER_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`
    for (const feature of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture']) {
      expect(features[feature], feature).toBe(players)
    }
    for (const [feature, allowlist] of Object.entries(features)) {
      if (allowlist !== players) expect(allowlist, feature).toBe('()')
    }
  })

  test('keeps HTTPS pinned for at least a year', async ({ request }) => {
    const hsts = (await request.get('/')).headers()['strict-transport-security'] ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  })

  for (const [path, target] of [
    ['/projects/', '/projects'],
    ['/es/', '/es'],
    ['/es/projects/', '/es/projects'],
  ] as const) {
    test(`${path} redirects to ${target}, the address without the trailing slash`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect([301, 307, 308]).toContain(response.status())
      expect(response.headers()['location']).toBe(target)
    })
  }

  test('a missing hashed file is refused without the year-long caching, so no cache keeps it', async ({
    request,
  }) => {
    // What a page open across a deploy asks for: a file of the previous version.
    for (const path of [
      '/assets/index-NOPE1234.js',
      '/assets/ProjectModal-NOPE1234.js',
      '/assets/',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
    // Any other missing address: the not-found page, revalidated like every page.
    const page = await request.get('/no-such-page')
    expect(page.status()).toBe(404)
    expect(page.headers()['cache-control']).toBe(revalidate)
  })

  test('the headers file itself is not served', async ({ request }) => {
    const response = await request.get('/_headers')
    expect(response.status()).toBe(404)
    expect(await response.text()).not.toContain('Content-Security-Policy')
  })
})
