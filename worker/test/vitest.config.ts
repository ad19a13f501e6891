import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const wranglerConfig = here('../../wrangler.jsonc')
const plain = (value: unknown) => JSON.parse(JSON.stringify(value ?? null))

/**
 * The Worker's tests run inside workerd with the bindings of wrangler.jsonc, fresh in-memory D1s
 * and some vars set otherwise (env.d.ts types them). REFUSING_EMAIL refuses every email to the
 * studio, as the platform does before Email Routing has its address verified.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async ({ inject }) => {
      // Imported when the tests start, not with this file: knip loads it and cannot load wrangler.
      const { unstable_readConfig } = await import('wrangler')
      const deployed = unstable_readConfig({ config: wranglerConfig })
      const webhook = inject('webhookOrigin')
      return {
        main: here('../index.ts'),
        wrangler: { configPath: wranglerConfig },
        miniflare: {
          email: {
            send_email: [
              ...deployed.send_email,
              { name: 'REFUSING_EMAIL', destination_address: 'someone-else@unreal.test' },
            ],
          },
          d1Databases: ['DB', 'STATS', 'EMPTY_DB', 'UPGRADE_DB'],
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(here('../migrations')),
            TEST_STATS_MIGRATIONS: await readD1Migrations(here('../migrations-stats')),
            RATE_LIMIT_SALT: 'test-salt',
            CONTACT_RATE_LIMIT: '3',
            WEBHOOK_ORIGIN: webhook,
            NOTIFY_WEBHOOK_URL: `${webhook}/hook`,
            DEPLOYED_VARS: deployed.vars,
            DEPLOYED_SEND_EMAIL: plain(deployed.send_email),
            DEPLOYED_RUN_WORKER_FIRST: plain(deployed.assets?.run_worker_first),
            DEPLOYED_CRONS: deployed.triggers.crons ?? [],
            DEPLOYED_OBSERVABILITY: plain(deployed.observability),
          },
        },
      }
    }),
  ],
  test: {
    root: here('..'),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/webhookServer.ts'],
    setupFiles: ['test/applyMigrations.ts'],
  },
})
