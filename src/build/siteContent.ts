import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { locales } from '../../shared/locales.ts'
import { checkSite, siteFileIn } from '../content/readSite.ts'
import { SITE_DIR, siteFile, siteKinds, type SiteKind } from '../content/siteSchema.ts'

/**
 * Checks the studio's own words (`src/content/site/`, `shared/studio.json`) against their schemas before a build, and
 * again in the dev server each time one of their files changes (a problem shows on the page).
 * The app imports the files themselves (`src/i18n/en.ts`, `es.ts`).
 *
 * A build can take each language's words (the home's and the pages' files) from a copy of
 * src/content/site instead, SITE_WORDS_DIR (`node src/build/build.mjs out projects words`): the
 * folder the editor saved into (tests/support/addedProject.ts). The app's imports of those files
 * are read there, and checked there. The categories and roles stay src/content/site's, as the
 * project schema reads them when the build's configuration loads.
 */
export function siteContent(): Plugin {
  const dir = resolve(SITE_DIR)
  const studio = resolve(siteFile('studio'))
  const wordsDir = process.env.SITE_WORDS_DIR ?? SITE_DIR
  /** Each file the app imports that this build reads elsewhere, and where (none by default). */
  const readAt = new Map(
    (Object.keys(siteKinds) as SiteKind[])
      .flatMap((kind) =>
        locales.map(
          (locale) =>
            [
              resolve(siteFile(kind, locale)),
              resolve(siteFileIn(kind, locale, '.', wordsDir)),
            ] as const,
        ),
      )
      .filter(([imported, read]) => imported !== read),
  )
  return {
    name: 'unreal:site-content',
    // Before Vite's own resolver, which would find the file where the import says.
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer === undefined ? null : (readAt.get(resolve(dirname(importer), source)) ?? null),
    buildStart: () => checkSite('.', wordsDir),
    handleHotUpdate: ({ file }) => {
      if (file.startsWith(dir) || file === studio) checkSite()
    },
  }
}
