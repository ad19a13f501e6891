import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { checkSite, siteFileIn } from './content/readSite.ts'
import { locales, type Locale } from '../shared/locales.ts'
import { SITE_DIR, siteFile, siteKinds, type SiteKind } from '../src/content/siteSchema.ts'

/** `{ en: …, es: … }`: words in every language side by side. */
const isWordsInEachLanguage = (value: object): value is Record<Locale, unknown> =>
  Object.keys(value).length === locales.length && locales.every((locale) => locale in value)

/** `value` with each of its words in every language reduced to `locale`'s. */
function inLanguage(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale))
  if (typeof value !== 'object' || value === null) return value
  if (isWordsInEachLanguage(value)) return value[locale]
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inLanguage(item, locale)]),
  )
}

const IN_LANGUAGE = /\.json\?locale=([a-z]+)$/

/**
 * Checks the studio's own words (`src/content/site/`, `shared/studio.json`) against their schemas before a build, and
 * again in the dev server each time one of their files changes (a problem shows on the page).
 * The app imports the files themselves (`src/i18n/en.ts`, `es.ts`); a file that holds every
 * language's words side by side (the services) is imported as one language's, `services.json?locale=es`,
 * so a page carries only its own language's words.
 *
 * A build can take the words the app imports (the home's, the services', the pages') from a copy
 * of src/content/site instead, SITE_WORDS_DIR (`node tools/build.mjs out projects words`): the
 * folder the editor saved into (tests/e2e/project-added.spec.ts). The app's imports of those files
 * are read there, and checked there (`siteFileIn`).
 */
export function siteContent(): Plugin {
  /** Every file of the studio's words, in every language: a change to one is checked again. */
  const files = new Set(
    (Object.keys(siteKinds) as SiteKind[]).flatMap((kind) =>
      locales.map((locale) => resolve(siteFile(kind, locale))),
    ),
  )
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
  const check = () => checkSite('.', wordsDir)
  return {
    name: 'unreal:site-content',
    // Before Vite's own resolver, which would find the file where the import says.
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined) return null
      const [path = '', query] = source.split('?')
      const read = readAt.get(resolve(dirname(importer), path))
      return read === undefined ? null : read + (query === undefined ? '' : `?${query}`)
    },
    buildStart: check,
    async load(id) {
      const [, locale] = IN_LANGUAGE.exec(id) ?? []
      if (!locales.includes(locale as Locale)) return undefined
      const path = id.slice(0, id.indexOf('?'))
      this.addWatchFile(path)
      const words = inLanguage(JSON.parse(await readFile(path, 'utf8')), locale as Locale)
      return `export default ${JSON.stringify(words)}`
    },
    handleHotUpdate: ({ file }) => {
      if (files.has(file) || file.startsWith(resolve(wordsDir))) check()
    },
  }
}
