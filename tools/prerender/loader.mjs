// The one inline script of every prerendered page: it answers Space on the language switch until
// the app has hydrated, and starts the app once the page has painted. The Content-Security-Policy
// admits it by its hash (`hash`), and no other inline script.
import { createHash } from 'node:crypto'
import { minifySync } from 'vite'

/**
 * Runs inline in every prerendered page (serialised below). The page is complete without the
 * app, so the app's entry script is requested only once the page has loaded (its first images
 * included) and its first view has been painted: the largest paint never waits for, or shares
 * the connection with, the bundle. A page that never finishes loading or painting (a stalled
 * image, a hidden tab) holds it back `maxWaitMs` at most.
 *
 * With the entry, every file it goes on to import before the page's route (`preloads.all`) and
 * the page's language's messages (`preloads[lang]`) are requested at once, as modulepreloads,
 * instead of each only once the file before it has arrived and run: on a slow phone each of
 * those steps cost a round trip.
 */
function loadAppAfterFirstPaint(src, preloads, maxWaitMs) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    // `import()` rather than a <script src>: `script.src` is a Trusted Types sink, refused under
    // the CSP's `require-trusted-types-for 'script'`; a dynamic import is not one.
    import(src)
    for (const href of preloads.all.concat(preloads[document.documentElement.lang] ?? [])) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
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

/**
 * The loader for the app's entry at `entrySrc`, with the files to fetch beside it (`preloads`:
 * `all` for every page, and one list per language), minified, and its CSP hash.
 */
export function inlineLoader(entrySrc, preloads) {
  const code = minifySync(
    'loader.js',
    `(${answerSpaceOnSwitches.toString()})();` +
      `(${loadAppAfterFirstPaint.toString()})(${JSON.stringify(entrySrc)}, ${JSON.stringify(preloads)}, 2500)`,
  ).code.trim()
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`
  return { code, hash }
}
