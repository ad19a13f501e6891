import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from '../../src/App'
import { shownPage } from '../../src/handover/shownPage'
import { createAppRouter } from '../../src/router'

export type RenderedPage = {
  /** The app's HTML, to go inside `<div id="root">`. */
  html: string
  /** The page's head tags, from its routes' `head()`, as `<HeadContent />` renders them. */
  head: string
  /** What the page shows (`shownPage`): the app hydrates it as it is when it shows the same. */
  shown: string | undefined
}

/** Renders one URL of the site to HTML at build time (see `prerender.mjs`). */
export async function render(url: string): Promise<RenderedPage> {
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter({ history })
  // Loading runs the routes' loaders and fetches their code: the page renders straight into HTML.
  await router.load()
  const html = renderToString(<App router={router} />)
  // The head is rendered on its own, for the page's <head>; in the browser, only the title
  // follows the routes' head() (src/components/DocumentTitle.tsx).
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  )
  return { html, head, shown: shownPage(router) }
}

export { prerenderedPages } from './prerenderedPages'
export { robotsTxt, sitemapXml } from './seo'
export { projects } from 'virtual:projects'
export { siteHeaders } from '../siteHeaders'
