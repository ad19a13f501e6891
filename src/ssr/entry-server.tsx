import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { App } from '../App'
import { localeFromPathname, type Locale } from '../i18n/locales'
import { createAppRouter, NOT_FOUND_ROUTE, shownRoute } from '../router'

export type RenderedPage = {
  /** The app's HTML, to go inside `<div id="root">`. */
  html: string
  locale: Locale
  /** The route the page shows (`/`, `/projects`, or `404`). */
  route: string
  notFound: boolean
}

/** Renders one URL of the site to HTML at build time (see `prerender.mjs`). */
export async function render(url: string): Promise<RenderedPage> {
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter({ history })
  // Loading runs the routes' loaders and fetches their code: the page renders straight into HTML.
  await router.load()
  const html = renderToString(<App router={router} />)
  const route = shownRoute(router)
  return {
    html,
    locale: localeFromPathname(new URL(url, 'http://localhost').pathname),
    route,
    notFound: route === NOT_FOUND_ROUTE,
  }
}

export { headFor, robotsTxt, sitemapXml } from './head'
