import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/** The counts of the last 7 days, today included: `{ metric: { key: count } }` (worker/stats.ts). */
export type SiteStats = Record<string, Record<string, number> | undefined>

/** What `npm run stats -- --json` reads from the database in `persistDir`. */
export async function siteStats(persistDir: string): Promise<SiteStats> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'stats', '--', '--persist-to', persistDir, '--json'],
    { encoding: 'utf8' },
  )
  return JSON.parse(stdout) as SiteStats
}

/** What `npm run stats` prints for that database: the text of the digest sent on `end`. */
export async function siteStatsText(persistDir: string, end: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'stats', '--', '--persist-to', persistDir, '--end', end],
    { encoding: 'utf8' },
  )
  return stdout
}
