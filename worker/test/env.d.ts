import type { D1Migration } from 'cloudflare:test'
import type { Env as WorkerEnv } from '../env'

declare global {
  namespace Cloudflare {
    /** The Worker's bindings plus what worker/vitest.config.ts adds for the tests. */
    interface Env extends WorkerEnv {
      DB: D1Database
      /** A database without the migrations: every query fails. */
      EMPTY_DB: D1Database
      TEST_MIGRATIONS: D1Migration[]
      /** The loopback webhook of test/webhookServer.ts. */
      WEBHOOK_ORIGIN: string
      /** The vars of wrangler.jsonc as deployed (the tests set some of them otherwise). */
      DEPLOYED_VARS: Record<string, unknown>
    }
  }
}
