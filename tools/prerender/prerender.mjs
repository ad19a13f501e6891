// Writes real HTML for every page of the site (src/pages.ts, in each language), the site's
// _headers, sitemap.xml and robots.txt into dist/, after the client and the renderer are built:
// the last step of tools/build.mjs (`npm run build`).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { locales } from '../../shared/locales.ts'
import { inlineLoader } from './loader.mjs'

// `node tools/prerender/prerender.mjs [outDir]`: the client build in outDir (default dist), the renderer
// in `${outDir}-ssr`.
const dist = resolve(process.argv[2] ?? 'dist')
const ssrDir = `${dist}-ssr`
const { render, prerenderedPages, sitemapXml, robotsTxt, siteHeaders, projects } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
)

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

// Vite's manifest names the entry's built file; the template's tag for it gives way to the loader.
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'))
const entry = manifest['index.html']
if (!entry?.isEntry) throw new Error('the Vite manifest has no index.html entry')
const entrySrc = `/${entry.file}`
const entryTag = `<script type="module" crossorigin src="${entrySrc}"></script>`
if (!built.includes(entryTag)) throw new Error(`dist/index.html does not load ${entrySrc}`)

/** `key`'s entry in Vite's manifest and every entry it imports, transitively. */
function withImports(key, found = new Set()) {
  if (found.has(key)) return found
  found.add(key)
  for (const imported of manifest[key]?.imports ?? []) withImports(imported, found)
  return found
}

/**
 * What the app's entry loads before any page's route: the entry's dynamic imports (React DOM,
 * start.tsx) with everything they import (the files Vite's manifest lists for them).
 */
const appEntry = new Set()
for (const key of ['index.html', ...(entry.dynamicImports ?? [])]) withImports(key, appEntry)
const fileOf = (key) => `/${manifest[key].file}`
/** The files `key` needs that the app's entry does not load (`importer` says who imports it). */
function beyondEntry(key, importer) {
  if (!manifest[key]) throw new Error(`the Vite manifest has no ${key} (${importer})`)
  return [...withImports(key)].filter((found) => !appEntry.has(found)).map(fileOf)
}
const loader = inlineLoader(entrySrc, {
  all: [...appEntry].filter((key) => key !== 'index.html').map(fileOf),
  // The files each language's words need (`src/i18n/messages.ts` loads them).
  ...Object.fromEntries(
    locales.map((locale) => [locale, beyondEntry(`src/i18n/${locale}.ts`, 'src/i18n/messages.ts')]),
  ),
})
const template = built.replace(entryTag, `<script>${loader.code}</script>`)

/**
 * A page with a project in its address (`?project=<slug>`, a shared link) starts fetching what
 * the project's window shows (`loadProjectBody`, which the route's loader waits for) at once,
 * beside the page, instead of after the app's code has asked for it: a modulepreload of each
 * file it needs that the app's entry does not load (the entry with React DOM and start.tsx, the
 * files Vite's manifest lists for it), as Vite's guide to backend integration does; after the
 * page's content and at low priority, so its stylesheet and pictures keep the larger share of
 * the connection. Pages without a project never fetch them.
 */
const projectBodyPreload = beyondEntry(
  'src/features/projects/ProjectBody.tsx',
  'loadProjectModal.ts',
)
  .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
  .join('')
const showsProject = (url) => new URL(url, 'https://site.invalid').searchParams.has('project')

/**
 * The one step that writes dist/_headers (`siteHeaders`): with the loader above admitted by its
 * hash (it changes with the entry's file name) in `script-src`, every other inline script
 * refused, and the contact endpoint (VITE_CONTACT_ENDPOINT, read as `vite build` reads it) in
 * `connect-src`.
 */
const { VITE_CONTACT_ENDPOINT } = loadEnv('production', process.cwd(), 'VITE_')
const headers = siteHeaders({ loaderHash: loader.hash, contactEndpoint: VITE_CONTACT_ENDPOINT })
await writeFile(join(dist, '_headers'), headers)

// Each page in each language (`prerenderedPages`), rendered by the app and written into the
// template: its head tags (checked to hold its title) and JSON-LD, the app's HTML in #root, marked
// with what it shows, so the app hydrates it as it is (src/handover/start.tsx).
for (const { name, title: pageTitle, jsonLd, locale, url, file } of prerenderedPages()) {
  const rendered = await render(url)
  const title = `<title>${pageTitle}</title>`
  if (!rendered.head.includes(title)) {
    throw new Error(`${url} rendered ${rendered.shown} without ${title}, expected the ${name} page`)
  }
  const head = refusingInlineCode(rendered.head, url) + jsonLd
  const root =
    `<div id="root" data-prerendered="${rendered.shown}">${refusingInlineCode(rendered.html, url)}</div>` +
    (showsProject(url) ? projectBodyPreload : '')
  const html = template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('<div id="root"></div>', () => root)
  const target = join(dist, file)
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, html)
  console.log(`prerendered ${url.padEnd(14)} → ${file} (${(html.length / 1024).toFixed(1)} KiB)`)
}

await writeFile(join(dist, 'sitemap.xml'), sitemapXml(projects))
await writeFile(join(dist, 'robots.txt'), robotsTxt())
console.log('wrote _headers, sitemap.xml and robots.txt')
await rm(ssrDir, { recursive: true, force: true })
