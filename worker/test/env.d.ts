import type { D1Migration } from 'cloudflare:test'
import type { Env as WorkerEnv } from '../env'

declare global {
  namespace Cloudflare {
    /** The Worker's bindings plus what test/vitest.config.ts adds for the tests. */
    interface Env extends WorkerEnv {
      DB: D1Database
      STATS: D1Database
      EMAIL: SendEmail
      /** Refuses the studio's address (as before Email Routing verifies it): every send throws. */
      REFUSING_EMAIL: SendEmail
      /** A database without the migrations: every query fails. */
      EMPTY_DB: D1Database
      /** A database for a test of upgrading a deployed one, migration by migration. */
      UPGRADE_DB: D1Database
      TEST_MIGRATIONS: D1Migration[]
      TEST_STATS_MIGRATIONS: D1Migration[]
      /** wrangler.jsonc as deployed (the tests set some of its vars otherwise). */
      DEPLOYED: {
        vars: Record<string, unknown>
        send_email: { name: string; destination_address?: string }[]
        assets: { run_worker_first: string[] }
        triggers: { crons: string[] }
        observability?: { enabled?: boolean; logs?: { invocation_logs?: boolean } }
      }
    }
  }
}
