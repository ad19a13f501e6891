import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const wranglerConfig = here('../wrangler.jsonc')

/** wrangler.jsonc as wrangler reads it: what is deployed. */
async function deployedConfig() {
  // Imported when the tests start rather than with this file, which knip loads and cannot
  // load wrangler with.
  const { unstable_readConfig } = await import('wrangler')
  return unstable_readConfig({ config: wranglerConfig })
}

/**
 * The Worker's tests run inside the Workers runtime (workerd, through Cloudflare's Vitest pool)
 * with the bindings of wrangler.jsonc and fresh in-memory D1s: DB holding worker/migrations, STATS
 * worker/migrations-stats. Some
 * of its vars are set otherwise here (a rate limit of 3); DEPLOYED_VARS holds them as wrangler
 * reads them from wrangler.jsonc, for a test of the values that are deployed,
 * DEPLOYED_SEND_EMAIL its email bindings and DEPLOYED_RUN_WORKER_FIRST the paths that run the
 * Worker before the static assets, DEPLOYED_CRONS the schedules of its scheduled runs, DEPLOYED_OBSERVABILITY its logs' settings. REFUSING_EMAIL is a real email binding that may send
 * only to another address: the runtime refuses every email to the studio, as the platform does
 * before Email Routing has the studio's address verified.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async ({ inject }) => {
      const deployed = await deployedConfig()
      return {
        main: here('./index.ts'),
        wrangler: { configPath: wranglerConfig },
        miniflare: {
          email: {
            send_email: [
              ...deployed.send_email,
              { name: 'REFUSING_EMAIL', destination_address: 'someone-else@unreal.test' },
            ],
          },
          d1Databases: {
            DB: 'contact-test',
            STATS: 'stats-test',
            EMPTY_DB: 'contact-test-empty',
            UPGRADE_DB: 'contact-test-upgrade',
          },
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
            TEST_STATS_MIGRATIONS: await readD1Migrations(here('./migrations-stats')),
            RATE_LIMIT_SALT: 'test-salt',
            CONTACT_RATE_LIMIT: '3',
            WEBHOOK_ORIGIN: inject('webhookOrigin'),
            NOTIFY_WEBHOOK_URL: `${inject('webhookOrigin')}/hook`,
            DEPLOYED_VARS: deployed.vars,
            DEPLOYED_SEND_EMAIL: JSON.parse(JSON.stringify(deployed.send_email)),
            DEPLOYED_RUN_WORKER_FIRST: JSON.parse(
              JSON.stringify(deployed.assets?.run_worker_first ?? null),
            ),
            DEPLOYED_CRONS: deployed.triggers.crons ?? [],
            DEPLOYED_OBSERVABILITY: JSON.parse(JSON.stringify(deployed.observability ?? null)),
          },
        },
      }
    }),
  ],
  test: {
    root: here('.'),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/webhookServer.ts'],
    setupFiles: ['test/applyMigrations.ts'],
  },
})
