import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
await applyD1Migrations(env.STATS, env.TEST_STATS_MIGRATIONS)
