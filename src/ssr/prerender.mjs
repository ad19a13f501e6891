// Writes real HTML for every page of the site (src/pages.ts, in each language), the site's
// _headers, sitemap.xml and robots.txt into dist/, after the client and the renderer are built:
// the last step of src/build/build.mjs (`npm run build`).
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv, minifySync } from 'vite'

// `node src/ssr/prerender.mjs [outDir]`: the client build in outDir (default dist), the renderer
// in `${outDir}-ssr`.
const dist = resolve(process.argv[2] ?? 'dist')
const ssrDir = `${dist}-ssr`
const {
  render,
  pages,
  locales,
  localizedPath,
  translatorFor,
  organizationJsonLdTag,
  sitemapXml,
  robotsTxt,
  siteHeaders,
  parseHeadersFile,
  projects,
  projectPath,
  projectTitle,
  projectPagePath,
  projectJsonLdTag,
} = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)

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
    // `import()` rather than a <script src>: `script.src` is a Trusted Types sink, refused under
    // the CSP's `require-trusted-types-for 'script'`; a dynamic import is not one.
    import(src)
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

/**
 * Runs inline in every prerendered page too, from its first paint until the app has taken over:
 * a switch that is a link (the language switch) answers Space, as a switch does, and as it
 * answers Enter and a click. Once the app handles the key itself (it prevents the default), or
 * has hydrated the page, this stands aside.
 */
function answerSpaceOnSwitches() {
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' || event.defaultPrevented) return
    if (document.documentElement.dataset.ready === 'true') return
    const target = event.target
    if (!(target instanceof HTMLAnchorElement) || target.getAttribute('role') !== 'switch') return
    event.preventDefault()
    target.click()
  })
}

// Vite's manifest names the entry's built file; the template's tag for it gives way to the loader.
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'))
const entry = manifest['index.html']
if (!entry?.isEntry) throw new Error('the Vite manifest has no index.html entry')
const entrySrc = `/${entry.file}`
const entryTag = `<script type="module" crossorigin src="${entrySrc}"></script>`
if (!built.includes(entryTag)) throw new Error(`dist/index.html does not load ${entrySrc}`)
const loader = minifySync(
  'loader.js',
  `(${answerSpaceOnSwitches.toString()})();` +
    `(${loadAppAfterFirstPaint.toString()})(${JSON.stringify(entrySrc)}, 2500)`,
).code.trim()
const template = built.replace(entryTag, `<script>${loader}</script>`)

/**
 * The one step that writes dist/_headers (`siteHeaders`): with the loader above admitted by its
 * hash (it changes with the entry's file name) in `script-src`, every other inline script
 * refused, and the contact endpoint (VITE_CONTACT_ENDPOINT, read as `vite build` reads it) in
 * `connect-src`. A file the host would misread fails the build.
 */
const loaderHash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`
const { VITE_CONTACT_ENDPOINT } = loadEnv('production', process.cwd(), 'VITE_')
const headers = siteHeaders({ loaderHash, contactEndpoint: VITE_CONTACT_ENDPOINT })
parseHeadersFile(headers)
await writeFile(join(dist, '_headers'), headers)

/**
 * Each page of `src/pages.ts` in each language, where a static host looks for it:
 * `/projects` → projects/index.html, the not-found page `/404` → 404.html, and the same under
 * each other language's prefix (`localizedPath`).
 */
const files = Object.entries(pages).flatMap(([name, page]) =>
  locales.map((locale) => {
    const url = localizedPath(page.path, locale)
    const file = name === 'notFound' ? `${url}.html` : join(url, 'index.html')
    return { name, page, locale, url, file: file.replace(/^\//, '') }
  }),
)

/**
 * Each project's own page in each language: the projects page with that project open
 * (`/projects?project=<slug>`), written where the Worker finds it (`projectPagePath`) to answer
 * a shared link. `#root` names the project, so the app hydrates it with the project open.
 */
const projectFiles = projects.flatMap((project) =>
  locales.map((locale) => ({
    name: `project ${project.slug}`,
    title: projectTitle(translatorFor(locale), project, locale),
    jsonLd: organizationJsonLdTag(locale) + projectJsonLdTag(project, locale),
    project: project.slug,
    locale,
    url: projectPath(project.slug, locale),
    file: `${projectPagePath(project.slug, locale).replace(/^\//, '')}.html`,
  })),
)

const pageFiles = files.map(({ name, page, locale, url, file }) => ({
  name,
  title: translatorFor(locale)(page.title),
  jsonLd: page.indexable ? organizationJsonLdTag(locale) : '',
  locale,
  url,
  file,
}))

for (const { name, title: pageTitle, jsonLd, project, locale, url, file } of [
  ...pageFiles,
  ...projectFiles,
]) {
  const rendered = await render(url)
  const title = `<title>${pageTitle}</title>`
  if (!rendered.head.includes(title)) {
    throw new Error(`${url} rendered ${rendered.route} without ${title}, expected the ${name} page`)
  }
  const head = refusingInlineCode(rendered.head, url) + jsonLd
  const marks = `data-prerendered="${rendered.route}"${project ? ` data-prerendered-project="${project}"` : ''}`
  const root = `<div id="root" ${marks}>${refusingInlineCode(rendered.html, url)}</div>`
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
