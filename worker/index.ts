import { handleContact } from './contact'
import type { Env } from './env'
import { retryNotifications } from './notify'
import { forgetPastWindows } from './rateLimit'
import { projectPageFor } from './projectPages'
import { json } from './responses'

/**
 * The Worker behind the static site. wrangler.jsonc routes only `/api/*` and the projects page
 * (`/projects`, `/es/projects`) here; everything else is answered by the static assets.
 */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    if (url.pathname === '/api/contact') return handleContact(request, env, ctx)
    if (url.pathname.startsWith('/api/')) return json(404, { error: 'notFound' })
    // A shared project link gets that project's own prerendered page, at the same address
    // (a rewrite, not a redirect); any other projects address, the plain page.
    const projectPage = projectPageFor(url)
    if (projectPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return env.ASSETS.fetch(new Request(new URL(projectPage, url), request))
    }
    return env.ASSETS.fetch(request)
  },

  /** Cron (wrangler.jsonc `triggers`): retries failed notifications, forgets old rate counts. */
  async scheduled(_controller, env) {
    if (!env.DB) return
    await retryNotifications(env.DB, env)
    await forgetPastWindows(env.DB, env)
  },
} satisfies ExportedHandler<Env>
