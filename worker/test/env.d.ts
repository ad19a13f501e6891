import type { D1Migration } from 'cloudflare:test'
import type { Env as WorkerEnv } from '../env'

declare global {
  namespace Cloudflare {
    /** The Worker's bindings plus what worker/vitest.config.ts adds for the tests. */
    interface Env extends WorkerEnv {
      DB: D1Database
      STATS: D1Database
      EMAIL: SendEmail
      /** A real email binding that may not send to the studio's address: every send throws. */
      REFUSING_EMAIL: SendEmail
      /** The send_email bindings of wrangler.jsonc as deployed. */
      DEPLOYED_SEND_EMAIL: { name: string; destination_address?: string }[]
      /** A database without the migrations: every query fails. */
      EMPTY_DB: D1Database
      /** A database for a test of upgrading a deployed one, migration by migration. */
      UPGRADE_DB: D1Database
      TEST_MIGRATIONS: D1Migration[]
      TEST_STATS_MIGRATIONS: D1Migration[]
      /** The loopback webhook of test/webhookServer.ts. */
      WEBHOOK_ORIGIN: string
      /** The vars of wrangler.jsonc as deployed (the tests set some of them otherwise). */
      DEPLOYED_VARS: Record<string, unknown>
      /** wrangler.jsonc's `assets.run_worker_first` as deployed. */
      DEPLOYED_RUN_WORKER_FIRST: unknown
      /** wrangler.jsonc's `triggers.crons` as deployed. */
      DEPLOYED_CRONS: string[]
      /** wrangler.jsonc's `observability` as deployed. */
      DEPLOYED_OBSERVABILITY: {
        enabled?: boolean
        head_sampling_rate?: number
        logs?: { enabled?: boolean; invocation_logs?: boolean; head_sampling_rate?: number }
      } | null
    }
  }
}
