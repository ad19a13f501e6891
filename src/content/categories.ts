import file from './site/categories.json' with { type: 'json' }
import { namesByKey } from './namesByKey.ts'

/**
 * The categories a project can be in (its `index.en.md` names one by its key), with their names
 * in each language: the studio's content, `src/content/site/categories.json` (the editor's
 * Site → Project categories), checked by the build (`siteSchema.ts`).
 */
export const categories = namesByKey(file.list)

export type CategoryKey = keyof typeof categories
