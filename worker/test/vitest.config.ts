import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const wranglerConfig = here('../../wrangler.jsonc')

/**
 * The studio's webhook, which every fetch of the tests reaches (`outboundService`): it keeps what
 * is posted to `/hook` and `/hang` (listed to a GET), answers 503 at `/down`, and never at `/hang`.
 */
const posted: Record<string, unknown[]> = { '/hook': [], '/hang': [] }
async function webhook(request: Request) {
  const { pathname } = new URL(request.url)
  const kept = posted[pathname]
  if (request.method === 'GET' && kept) return Response.json(kept)
  if (!kept) return new Response(null, { status: pathname === '/down' ? 503 : 404 })
  kept.push(await request.json())
  return pathname === '/hang'
    ? new Promise<Response>(() => {})
    : new Response(null, { status: 204 })
}

/** The Worker's tests: workerd, wrangler.jsonc's bindings, fresh D1s and those of env.d.ts. */
export default defineConfig({
  plugins: [
    cloudflareTest(async () => {
      // Imported when the tests start, not with this file: knip loads it and cannot load wrangler.
      const { unstable_readConfig } = await import('wrangler')
      const deployed = unstable_readConfig({ config: wranglerConfig })
      return {
        main: here('../index.ts'),
        wrangler: { configPath: wranglerConfig },
        miniflare: {
          outboundService: webhook,
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
            NOTIFY_WEBHOOK_URL: 'http://webhook.test/hook',
            DEPLOYED: JSON.parse(JSON.stringify(deployed)),
          },
        },
      }
    }),
  ],
  test: {
    root: here('..'),
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/applyMigrations.ts'],
  },
})
