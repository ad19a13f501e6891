import type { D1Migration } from 'cloudflare:test'
import type { Env as WorkerEnv } from '../env'

declare global {
  namespace Cloudflare {
    /** The Worker's bindings plus what test/vitest.config.ts adds for the tests. */
    interface Env extends WorkerEnv {
      DB: D1Database
      STATS: D1Database
      EMAIL: SendEmail
      /** A real email binding that may not send to the studio's address: every send throws. */
      REFUSING_EMAIL: SendEmail
      /** A database without the migrations: every query fails. */
      EMPTY_DB: D1Database
      /** A database for a test of upgrading a deployed one, migration by migration. */
      UPGRADE_DB: D1Database
      TEST_MIGRATIONS: D1Migration[]
      TEST_STATS_MIGRATIONS: D1Migration[]
      /** The loopback webhook of test/webhookServer.ts. */
      WEBHOOK_ORIGIN: string
      /** wrangler.jsonc as deployed (the tests set some of its vars otherwise). */
      DEPLOYED_VARS: Record<string, unknown>
      DEPLOYED_SEND_EMAIL: { name: string; destination_address?: string }[]
      DEPLOYED_RUN_WORKER_FIRST: string[]
      DEPLOYED_CRONS: string[]
      DEPLOYED_OBSERVABILITY: {
        enabled?: boolean
        logs?: { enabled?: boolean; invocation_logs?: boolean }
      } | null
    }
  }
}
