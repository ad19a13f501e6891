import { defaultLocale, localizedPath, parseLocaleParam } from '../src/i18n/locales'
import { handleContact } from './contact'
import { retryDeliveries } from './deliver'
import type { Env } from './env'
import { forgetPastWindows } from './rateLimit'
import { projectPageFor } from './projectPages'
import { json } from './responses'
import { serveVideo } from './videos'
import { isLoopPath } from '../shared/media'

/**
 * The not-found answer, status 404: the page in the address's language (`es/404.html` under
 * the Spanish prefix, else `404.html`), with its headers (`_headers`). A missing file under `/assets/` is
 * most often one a page open before the last deploy asks for: it is answered without the
 * year-long `immutable` caching that `/assets/*` has, so no cache keeps the refusal.
 */
async function notFound(url: URL, request: Request, env: Env): Promise<Response> {
  try {
    decodeURI(url.pathname)
  } catch {
    // Broken percent-encoding: as the platform's assets answer it, the same address with its
    // percent signs encoded (`/%E0%A4%A` → `/%25E0%25A4%25A`), which the app can read.
    return Response.redirect(
      new URL(url.pathname.replaceAll('%', '%25') + url.search, url).href,
      307,
    )
  }
  const locale = parseLocaleParam(url.pathname.split('/')[1]) || defaultLocale
  const page = await env.ASSETS.fetch(
    new Request(new URL(localizedPath('/404', locale), url), {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
    }),
  )
  const headers = new Headers(page.headers)
  headers.set(
    'Cache-Control',
    url.pathname.startsWith('/assets/') ? 'no-store' : 'public, max-age=0, must-revalidate',
  )
  return new Response(page.body, { status: 404, headers })
}

/**
 * The Worker behind the static site. It runs first for `/api/*`, the projects pages
 * (`/projects`, `/es/projects`) and the cards' loops (`/videos/*`; wrangler.jsonc
 * `run_worker_first`), and for any address no file
 * answers (`not_found_handling: "none"`), which gets the not-found page; every file is answered
 * by the static assets alone.
 */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    if (url.pathname === '/api/contact') return handleContact(request, env, ctx)
    if (url.pathname.startsWith('/api/')) return json(404, { error: 'notFound' })
    if (isLoopPath(url.pathname)) {
      const video = await serveVideo(request, env)
      return video.status === 404 ? notFound(url, request, env) : video
    }
    // A shared project link gets that project's own prerendered page, at the same address
    // (a rewrite, not a redirect), when the build wrote one (the project is published), and a
    // filter's link its category's page; any other projects address, the plain page.
    const projectPage = projectPageFor(url)
    if (projectPage && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = await env.ASSETS.fetch(new Request(new URL(projectPage, url), request))
      if (page.status !== 404) return page
    }
    const response = await env.ASSETS.fetch(request)
    return response.status === 404 ? notFound(url, request, env) : response
  },

  /** Cron (wrangler.jsonc `triggers`): retries failed deliveries, forgets old rate counts. */
  async scheduled(_controller, env) {
    if (!env.DB) return
    await retryDeliveries(env.DB, env)
    await forgetPastWindows(env.DB, env)
  },
} satisfies ExportedHandler<Env>
