import { readDatabase } from './database'

/** Where playwright.config.ts's server keeps its database. */
const journeysDatabase = '.wrangler/e2e'

/** How many stored messages carry this (unique) text, read from the database itself. */
export const storedCount = (text: string) =>
  readDatabase(journeysDatabase, (db) =>
    Number(
      (
        db.prepare('SELECT COUNT(*) AS count FROM messages WHERE message = ?').get(text) as {
          count: number
        }
      ).count,
    ),
  )
