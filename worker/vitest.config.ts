import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/**
 * The Worker's tests run inside the Workers runtime (workerd, through Cloudflare's Vitest pool)
 * with the bindings of wrangler.jsonc and a fresh in-memory D1 holding worker/migrations.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async ({ inject }) => ({
      main: here('./index.ts'),
      wrangler: { configPath: here('../wrangler.jsonc') },
      miniflare: {
        d1Databases: { DB: 'contact-test', EMPTY_DB: 'contact-test-empty' },
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
          RATE_LIMIT_SALT: 'test-salt',
          CONTACT_RATE_LIMIT: '3',
          WEBHOOK_ORIGIN: inject('webhookOrigin'),
          NOTIFY_WEBHOOK_URL: `${inject('webhookOrigin')}/hook`,
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
