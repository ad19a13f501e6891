import file from './site/creditRoles.json' with { type: 'json' }
import { namesByKey } from './namesByKey.ts'

/**
 * The roles a project's credits can name (its `index.en.md` lists `role: <key>` and a name), with
 * their names in each language: the studio's content, `src/content/site/creditRoles.json` (the
 * editor's Site → Credit roles), checked by the build (`siteSchema.ts`).
 */
export const creditRoles = namesByKey(file.list)

export type CreditRole = keyof typeof creditRoles
