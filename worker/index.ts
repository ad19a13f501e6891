import { defaultLocale, localizedPath, parseLocaleParam } from '../shared/locales'
import { pagePaths, REVALIDATE } from '../shared/pages'
import { handleContact } from './contact'
import { retryDeliveries } from './deliver'
import { sendWeeklyDigest } from './digest'
import type { Env } from './env'
import { handleEvent } from './events'
import { forgetPastWindows } from './rateLimit'
import { projectPageFor } from './projectPages'
import { json, onThisSite, withSiteHeaders } from './responses'
import {
  countLater,
  countVisit,
  forgetPastDays,
  isPageView,
  pageViewCounts,
  referringHost,
  visitedPages,
} from './stats'
import { serveVideo } from './videos'
import { isLoopPath } from '../shared/media'
import { EVENTS_PATH } from '../shared/siteEvents'

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
    return Response.redirect(onThisSite(url, url.pathname.replaceAll('%', '%25')), 307)
  }
  const locale = parseLocaleParam(url.pathname.split('/')[1]) || defaultLocale
  const page = await env.ASSETS.fetch(
    new Request(new URL(localizedPath(pagePaths.notFound, locale), url), {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
    }),
  )
  const headers = new Headers(page.headers)
  headers.set('Cache-Control', url.pathname.startsWith('/assets/') ? 'no-store' : REVALIDATE)
  return new Response(page.body, { status: 404, headers })
}

/** The Worker's answer to `request`, before the site's headers are added (`fetch`, below). */
async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname === '/api/contact') return handleContact(request, env, ctx)
  if (url.pathname === EVENTS_PATH) return handleEvent(request, env)
  if (url.pathname.startsWith('/api/')) return json(404, { error: 'notFound' })
  if (isLoopPath(url.pathname)) {
    const video = await serveVideo(request, env)
    return video.status === 404 ? notFound(url, request, env) : video
  }
  // A shared project link gets that project's own prerendered page, at the same address
  // (a rewrite, not a redirect), when the build wrote one (the project is published), and a
  // filter's link its category's page; any other projects address, the plain page.
  const projectPage = projectPageFor(url)
  let response: Response | undefined
  if (projectPage && (request.method === 'GET' || request.method === 'HEAD')) {
    const page = await env.ASSETS.fetch(new Request(new URL(projectPage.path, url), request))
    if (page.status !== 404) response = page
  }
  const shown = response ? projectPage : undefined
  response ??= await env.ASSETS.fetch(request)
  if (response.status === 404) return notFound(url, request, env)
  // A page view, counted after the answer (docs/stats.md). A 304 is a page shown again from
  // the browser's cache, after asking (every page is revalidated on each visit).
  const language = visitedPages.get(url.pathname)
  const db = env.STATS
  if (
    db &&
    language &&
    request.method === 'GET' &&
    (response.status === 200 || response.status === 304) &&
    isPageView(request)
  ) {
    const view = {
      path: url.pathname,
      language,
      referrer: referringHost(request, url),
      project: shown?.project,
      category: shown?.category,
    }
    countLater(ctx, () => countVisit(db, request, pageViewCounts(view)))
  }
  return response
}

/**
 * The Worker behind the static site. It runs first for `/api/*` (the contact and statistics
 * APIs), every page (`/`, `/projects`, `/privacy` and the same under `/es`, whose views it
 * counts after answering; the projects pages also answer shared project links) and the cards'
 * loops (`/videos/*`; wrangler.jsonc `run_worker_first`), and for any address no file
 * answers (`not_found_handling: "none"`), which gets the not-found page; every file is answered
 * by the static assets alone.
 */
export default {
  /** Every answer with the site's security headers (`withSiteHeaders`), whatever made it. */
  async fetch(request, env, ctx) {
    return withSiteHeaders(await answer(request, env, ctx))
  },

  /**
   * Cron (wrangler.jsonc `triggers`): retries failed deliveries, forgets old rate counts and the
   * past days' visitor salts and hashes, and on Mondays sends the studio the weekly digest.
   */
  async scheduled(controller, env) {
    const now = controller.scheduledTime
    if (env.DB) {
      await retryDeliveries(env.DB, env)
      await forgetPastWindows(env.DB, env, now)
    }
    if (env.STATS) {
      await forgetPastWindows(env.STATS, env, now)
      await forgetPastDays(env.STATS, now)
      await sendWeeklyDigest(env.STATS, env, now)
    }
  },
} satisfies ExportedHandler<Env>
