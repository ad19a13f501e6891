// Writes real HTML for every page of the site into dist/, after `vite build` (client) and
// `vite build --ssr src/ssr/entry-server.tsx --outDir dist-ssr` (renderer). Run by `npm run build`.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { minifySync } from 'vite'

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
 * Inline `style` attributes and inline scripts are refused by the site's Content-Security-Policy
 * (`style-src 'self'`; `script-src` admits only the loader below, by its hash): one in the
 * prerendered app HTML fails the build. Style with a class instead.
 */
function refusingInlineCode(html, url) {
  const found = html.match(/ style="[^"]*"/)
  if (found) throw new Error(`${url}:${found[0]} would be blocked by the CSP; use a class`)
  // React writes inline scripts when a part of the page was still loading.
  if (html.includes('<script'))
    throw new Error(`${url}: inline <script> would be blocked by the CSP`)
  return html
}

const built = await readFile(join(dist, 'index.html'), 'utf8')
if (!built.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root')

/**
 * Runs inline in every prerendered page (serialised below). The page is complete without the
 * app, so the app's entry script is requested only once the page has loaded (its first images
 * included) and its first view has been painted: the largest paint never waits for, or shares
 * the connection with, the bundle. A page that never finishes loading or painting (a stalled
 * image, a hidden tab) holds it back `maxWaitMs` at most.
 */
function loadAppAfterFirstPaint(src, maxWaitMs) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    script.src = src
    document.head.append(script)
  }
  // Two frames after the first contentful paint, what the load brought in is on screen too.
  const afterPaint = () => {
    const later = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)))
    if (!('PerformanceObserver' in window)) return later()
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      later()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
  if (document.readyState === 'complete') afterPaint()
  else window.addEventListener('load', afterPaint, { once: true })
  setTimeout(start, maxWaitMs)
}

const entryTag = built.match(
  /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
)
if (!entryTag) throw new Error('dist/index.html has no module entry script')
const loader = minifySync(
  'loader.js',
  `(${loadAppAfterFirstPaint.toString()})(${JSON.stringify(entryTag[1])}, 2500)`,
).code.trim()
const template = built.replace(entryTag[0], `<script>${loader}</script>`)

// The Content-Security-Policy admits this one inline script by its hash (it changes with the
// entry's file name, so it is added to dist/_headers here); every other inline script is refused.
const loaderHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`
const headersFile = join(dist, '_headers')
const headers = await readFile(headersFile, 'utf8')
if (!headers.includes("script-src 'self';"))
  throw new Error("dist/_headers has no script-src 'self'")
await writeFile(
  headersFile,
  headers.replace("script-src 'self';", `script-src 'self' ${loaderHash};`),
)

for (const page of pages) {
  const rendered = await render(page.url)
  if ((page.kind === 'notFound') !== rendered.notFound) {
    throw new Error(`${page.url} rendered ${rendered.route}, expected ${page.kind}`)
  }
  const html = template
    .replace('<html lang="en">', `<html lang="${rendered.locale}">`)
    .replace(/<title>[^<]*<\/title>/, headFor(page.kind, rendered.locale))
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${rendered.route}">${refusingInlineCode(rendered.html, page.url)}</div>`,
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
