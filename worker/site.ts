import { site } from '../src/content/site'
import { isSlug } from '../src/content/slug'
import { locales, localizedPath, type Locale } from '../src/i18n/locales'
import { pages } from '../src/pages'

/**
 * What the statistics need of the site (src/): its pages and the shape of a slug. Every import of
 * src/ the statistics make is here.
 */
export { isSlug, site, type Locale }

/**
 * Every page a visitor opens (the indexable pages of src/pages.ts, in every language), by path,
 * with its language: the page views counted. wrangler.jsonc `run_worker_first` lists them too
 * (a Worker test fails when the two differ).
 */
export const pagePaths: ReadonlyMap<string, Locale> = new Map(
  Object.values(pages)
    .filter((page) => page.indexable)
    .flatMap((page) =>
      locales.map((locale) => [localizedPath(page.path, locale), locale] as const),
    ),
)
