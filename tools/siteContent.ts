import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { checkSite } from './content/readSite.ts'
import { SITE_DIR, siteFile } from '../src/content/siteSchema.ts'

/**
 * Checks the studio's own words (`src/content/site/`, `shared/studio.json`) against their schemas before a build, and
 * again in the dev server each time one of their files changes (a problem shows on the page).
 * The app imports the files themselves (`src/i18n/en.ts`, `es.ts`).
 */
export function siteContent(): Plugin {
  const dir = resolve(SITE_DIR)
  const studio = resolve(siteFile('studio'))
  return {
    name: 'unreal:site-content',
    buildStart: () => checkSite(),
    handleHotUpdate: ({ file }) => {
      if (file.startsWith(dir) || file === studio) checkSite()
    },
  }
}
