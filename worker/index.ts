import { handleContact } from './contact'
import type { Env } from './env'
import { retryNotifications } from './notify'
import { forgetPastWindows } from './rateLimit'
import { json } from './responses'

/**
 * The Worker behind the static site. wrangler.jsonc routes only `/api/*` here; everything else
 * is answered by the static assets.
 */
export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url)
    if (pathname === '/api/contact') return handleContact(request, env, ctx)
    return json(404, { error: 'notFound' })
  },

  /** Cron (wrangler.jsonc `triggers`): retries failed notifications, forgets old rate counts. */
  async scheduled(_controller, env) {
    if (!env.DB) return
    await retryNotifications(env.DB, env)
    await forgetPastWindows(env.DB, env)
  },
} satisfies ExportedHandler<Env>
