import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/**
 * The messages the contact journeys' server has stored, read as the studio reads them: with
 * `npm run messages` on its database (playwright.config.ts's server keeps it in .wrangler/e2e).
 */
export type StoredMessage = {
  id: string
  name: string
  email: string
  message: string
  locale: string
}

const persistDir = '.wrangler/e2e'

/** What `npm run messages` lists for the journeys' database (JSON lines). */
export async function storedMessages(): Promise<StoredMessage[]> {
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

/** How many stored messages carry this (unique) text. */
export const storedCount = async (text: string) =>
  (await storedMessages()).filter((stored) => stored.message === text).length
