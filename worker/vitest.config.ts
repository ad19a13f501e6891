import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const wranglerConfig = here('../wrangler.jsonc')

/** The vars that are deployed, as wrangler reads them from wrangler.jsonc. */
async function deployedVars() {
  // Imported when the tests start rather than with this file, which knip loads and cannot
  // load wrangler with.
  const { unstable_readConfig } = await import('wrangler')
  return unstable_readConfig({ config: wranglerConfig }).vars
}

/**
 * The Worker's tests run inside the Workers runtime (workerd, through Cloudflare's Vitest pool)
 * with the bindings of wrangler.jsonc and a fresh in-memory D1 holding worker/migrations. Some
 * of its vars are set otherwise here (a rate limit of 3); DEPLOYED_VARS holds them as wrangler
 * reads them from wrangler.jsonc, for a test of the values that are deployed.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async ({ inject }) => ({
      main: here('./index.ts'),
      wrangler: { configPath: wranglerConfig },
      miniflare: {
        d1Databases: { DB: 'contact-test', EMPTY_DB: 'contact-test-empty' },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
          RATE_LIMIT_SALT: 'test-salt',
          CONTACT_RATE_LIMIT: '3',
          WEBHOOK_ORIGIN: inject('webhookOrigin'),
          NOTIFY_WEBHOOK_URL: `${inject('webhookOrigin')}/hook`,
          DEPLOYED_VARS: await deployedVars(),
        },
      },
    })),
  ],
  test: {
    root: here('.'),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/webhookServer.ts'],
    setupFiles: ['test/applyMigrations.ts'],
  },
})
