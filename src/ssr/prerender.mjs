// Writes real HTML for every page of the site into dist/, after `vite build` (client) and
// `vite build --ssr src/ssr/entry-server.tsx --outDir dist-ssr` (renderer). Run by `npm run build`.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const dist = resolve('dist')
const ssrDir = resolve('dist-ssr')
const { render, headFor, sitemapXml, robotsTxt } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
)

/** Every page a static host serves: the two routes and a not-found page, in each language. */
const pages = [
  { url: '/', file: 'index.html', kind: 'home' },
  { url: '/projects', file: 'projects/index.html', kind: 'projects' },
  { url: '/es', file: 'es/index.html', kind: 'home' },
  { url: '/es/projects', file: 'es/projects/index.html', kind: 'projects' },
  { url: '/404', file: '404.html', kind: 'notFound' },
  { url: '/es/404', file: 'es/404.html', kind: 'notFound' },
]

/**
 * Inline `style` attributes are refused by the site's Content-Security-Policy (`style-src 'self'`):
 * one in the prerendered HTML fails the build. Style with a class instead.
 */
function withoutInlineStyles(html, url) {
  const found = html.match(/ style="[^"]*"/)
  if (found) throw new Error(`${url}:${found[0]} would be blocked by the CSP; use a class`)
  // Likewise inline scripts (React writes some when a part of the page was still loading).
  if (html.includes('<script'))
    throw new Error(`${url}: inline <script> would be blocked by the CSP`)
  return html
}

const template = await readFile(join(dist, 'index.html'), 'utf8')
if (!template.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no empty #root')

for (const page of pages) {
  const rendered = await render(page.url)
  if ((page.kind === 'notFound') !== rendered.notFound) {
    throw new Error(`${page.url} rendered ${rendered.route}, expected ${page.kind}`)
  }
  const html = template
    .replace('<html lang="en">', `<html lang="${rendered.locale}">`)
    // The boot script only waits for the page to load before fetching the app: fetch it at low
    // priority so it never competes with the stylesheet or the first images.
    .replace(
      '<script type="module" crossorigin',
      '<script type="module" async fetchpriority="low" crossorigin',
    )
    .replace(/<title>[^<]*<\/title>/, headFor(page.kind, rendered.locale))
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${rendered.route}">${withoutInlineStyles(rendered.html, page.url)}</div>`,
    )
  const target = join(dist, page.file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
  console.log(
    `prerendered ${page.url.padEnd(14)} → dist/${page.file} (${(html.length / 1024).toFixed(1)} KiB)`,
  )
}

await writeFile(join(dist, 'sitemap.xml'), sitemapXml())
await writeFile(join(dist, 'robots.txt'), robotsTxt())
console.log('wrote dist/sitemap.xml and dist/robots.txt')
await rm(ssrDir, { recursive: true, force: true })
