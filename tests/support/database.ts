import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * The journeys' server's D1 database (in its `--persist-to` folder) with the table `holding`, its
 * SQLite file opened read-only for `read`: milliseconds, where asking wrangler takes seconds.
 */
export function readDatabase<T>(
  persistTo: string,
  read: (db: DatabaseSync) => T,
  holding = 'messages',
): T {
  const folder = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.sqlite') || file === 'metadata.sqlite') continue
    const db = new DatabaseSync(join(folder, file), { readOnly: true })
    try {
      const table = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"
      if (db.prepare(table).get(holding)) return read(db)
    } finally {
      db.close()
    }
  }
  throw new Error(`No D1 database with the table ${holding} in ${folder}`)
}

/** How many messages the journeys' server (playwright.config.ts's) stored with this unique text. */
export const storedCount = (text: string) =>
  readDatabase('.wrangler/e2e', (db) =>
    Number(db.prepare('SELECT COUNT(*) AS n FROM messages WHERE message = ?').get(text)?.n),
  )
