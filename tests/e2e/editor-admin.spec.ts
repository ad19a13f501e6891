import { readdir, readFile } from 'node:fs/promises'
import { expect, test } from '../support/fixtures'

/**
 * The browser editor at /admin, as the platform serves it (wrangler.jsonc, dist/_headers): its
 * own Content-Security-Policy in place of the site's, never indexed or listed, and nothing of it
 * in any visitor's page.
 */
test('/admin is the editor, with its own policy, never indexed, in no sitemap', async ({
  request,
}) => {
  for (const path of ['/admin', '/admin/config.yml', '/admin/sveltia-cms.js']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    // One policy, the editor's: the site's (Trusted Types, no inline styles) is removed.
    expect(headers['content-security-policy'], path).toMatch(
      /^default-src 'none'; script-src 'self';/,
    )
    expect(headers['content-security-policy'], path).not.toContain('trusted-types')
    expect(headers['content-security-policy'], path).toContain('connect-src')
    expect(headers['content-security-policy'], path).toContain('https://api.github.com')
    expect(headers['x-robots-tag'], path).toBe('noindex, nofollow')
    expect(headers['x-frame-options'], path).toBe('DENY')
  }
  const page = await (await request.get('/admin')).text()
  expect(page).toContain('<meta name="robots" content="noindex, nofollow" />')
  expect(page).toContain('<script src="/admin/sveltia-cms.js"></script>')
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin$/m)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin')
})

test("no visitor's page links to the editor or loads any of its code", async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const pages = [
    ...new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, url]) => new URL(url ?? '').pathname + new URL(url ?? '').search,
      ),
    ),
    '/no-such-page',
  ]
  expect(pages.length).toBeGreaterThan(6)
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/\/admin\b|sveltia/i)
    // The site's policy stays on every page.
    expect((await request.get(path)).headers()['content-security-policy'], path).toContain(
      "require-trusted-types-for 'script'",
    )
  }
  // No script the app can load, now or later, is the editor's.
  const scripts = (await readdir('dist/assets')).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(3)
  for (const name of scripts) {
    expect(await readFile(`dist/assets/${name}`, 'utf8'), name).not.toMatch(/sveltia/i)
  }
})
