import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * A journeys' server's D1 database (the `--persist-to` folder of worker/tools/serve.mjs), its
 * SQLite file opened read-only, for `read`: the rows the Worker wrote, read in milliseconds
 * (starting wrangler to ask took seconds).
 */
export function readDatabase<T>(persistTo: string, read: (db: DatabaseSync) => T): T {
  const folder = join(persistTo, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const file = readdirSync(folder).find(
    (name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite',
  )
  if (!file) throw new Error(`No D1 database in ${folder}`)
  const db = new DatabaseSync(join(folder, file), { readOnly: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}
