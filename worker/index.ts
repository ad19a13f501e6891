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
 * The not-found page of the address's language, status 404. A missing `/assets/` file (asked for
 * by a page open before a deploy) is not cached, so no cache keeps the refusal.
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

/** The Worker's answer, before the site's headers are added. */
async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname === '/api/contact') return handleContact(request, env, ctx)
  if (url.pathname === EVENTS_PATH) return handleEvent(request, env)
  if (url.pathname.startsWith('/api/')) return json(404, { error: 'notFound' })
  if (isLoopPath(url.pathname)) {
    const video = await serveVideo(request, env)
    return video.status === 404 ? notFound(url, request, env) : video
  }
  // A shared project's or a filter's link gets its own prerendered page, at the same address,
  // when the build wrote one.
  const projectPage = projectPageFor(url)
  let response: Response | undefined
  if (projectPage && (request.method === 'GET' || request.method === 'HEAD')) {
    const page = await env.ASSETS.fetch(new Request(new URL(projectPage.path, url), request))
    if (page.status !== 404) response = page
  }
  const shown = response ? projectPage : undefined
  response ??= await env.ASSETS.fetch(request)
  if (response.status === 404) return notFound(url, request, env)
  // A page view, counted after the answer (docs/stats.md); a 304 is one shown from cache.
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
 * The Worker behind the static site: first for `/api/*`, the pages and the cards' loops
 * (wrangler.jsonc `run_worker_first`), and for any address no file answers.
 */
export default {
  async fetch(request, env, ctx) {
    return withSiteHeaders(await answer(request, env, ctx))
  },

  /** Cron (wrangler.jsonc `triggers`). */
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
