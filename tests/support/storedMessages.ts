import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { readDatabase } from './database'

/**
 * The messages a journeys' server has stored, read as the studio reads them: with `npm run
 * messages` (tools/worker/messages.mjs) on its database.
 */
export type StoredMessage = {
  id: string
  name: string
  email: string
  message: string
  locale: string
  /** How far telling the studio got, per channel: "delivered <time>", "waiting (…)", "not set up". */
  delivered: { email: string; webhook: string }
}

/** Where playwright.config.ts's server keeps its database. */
const journeysDatabase = '.wrangler/e2e'

/** What `npm run messages` lists for the database in `persistDir` (JSON lines). */
export async function storedMessages(persistDir = journeysDatabase): Promise<StoredMessage[]> {
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '--silent', 'messages', '--', '--persist-to', persistDir],
    { encoding: 'utf8' },
  )
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredMessage)
}

/** How many stored messages carry this (unique) text, read from the database itself. */
export const storedCount = (text: string, persistDir = journeysDatabase) =>
  readDatabase(persistDir, (db) =>
    Number(
      (
        db.prepare('SELECT COUNT(*) AS count FROM messages WHERE message = ?').get(text) as {
          count: number
        }
      ).count,
    ),
  )
