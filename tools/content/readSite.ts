// Build-time only (Node): reads and checks the studio's own words, `src/content/site/`.
import { readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import * as v from 'valibot'
import { defaultLocale, locales, type Locale } from '../../shared/locales.ts'
import { SITE_DIR, siteFile, siteKinds, type SiteKind } from '../../src/content/siteSchema.ts'

export class SiteContentError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(
      `${problems.length === 1 ? "A file of the studio's words needs" : `${problems.length} problems in the studio's words need`} fixing:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
    this.problems = problems
    this.name = 'SiteContentError'
  }
}

type Schema = {
  type: string
  entries?: Record<string, Schema>
  item?: Schema
  pipe?: readonly Schema[]
}
const titleOf = (schema: Schema | undefined) =>
  (schema?.pipe?.find((action) => action.type === 'title') as { title?: string } | undefined)?.title
const innerOf = (schema: Schema) => schema.pipe?.[0] ?? schema

/** A field by its labels, as the editor shows it: `Services section › Services 2 › Title`. */
function labelsOf(schema: Schema, path: readonly (string | number)[]): string {
  const names: string[] = []
  let at: Schema | undefined = schema
  for (const key of path) {
    const inner: Schema | undefined = at && innerOf(at)
    if (typeof key === 'number') {
      names[names.length - 1] += ` ${key + 1}`
      at = inner?.item
    } else {
      at = inner?.entries?.[key]
      names.push(titleOf(at) ?? key)
    }
  }
  return names.join(' › ')
}

/**
 * The kinds the app imports from src/content/site (en.ts, es.ts): a build may read them from a
 * copy. The names (categories, roles) stay src/content/site's, as the project schema reads them
 * when the build's configuration loads; the studio's details stay shared/'s.
 */
const COPIED: readonly SiteKind[] = ['home', 'services', 'pages']

/**
 * Where a build reads a kind's file: the words the app imports (`COPIED`) in `wordsDir`,
 * src/content/site or a copy of it (SITE_WORDS_DIR, tools/siteContent.ts); the others in the
 * repository at `root`.
 */
export function siteFileIn(
  kind: SiteKind,
  locale: Locale,
  root = '.',
  wordsDir = join(root, SITE_DIR),
) {
  const file = siteFile(kind, locale)
  return COPIED.includes(kind) ? join(wordsDir, basename(file)) : join(root, file)
}

/** What is wrong with one kind's words, in every language's file. */
function problemsOf(kind: SiteKind, root: string, wordsDir: string): string[] {
  const problems: string[] = []
  const languages = siteKinds[kind].translated ? locales : [defaultLocale]
  for (const locale of languages) {
    const path = siteFileIn(kind, locale, root, wordsDir)
    const file = relative(root, path)
    let data: unknown
    try {
      const text = readFileSync(path, 'utf8')
      // A Markdown page is its file's text; the others are JSON.
      data = 'format' in siteKinds[kind] ? { body: text } : JSON.parse(text)
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`)
      continue
    }
    const { schema } = siteKinds[kind]
    for (const issue of v.safeParse(schema, data).issues ?? []) {
      const path = (issue.path ?? []).map((item) => item.key as string | number)
      problems.push(`${file}: ${labelsOf(schema as unknown as Schema, path)}: ${issue.message}`)
    }
  }
  return problems
}

/**
 * The studio's email is also the address the Worker delivers messages to, a platform setting
 * (wrangler.jsonc's `send_email` binding): the two must say the same.
 */
function deliveryProblems(root: string): string[] {
  const studio = siteFile('studio')
  const { email } = JSON.parse(readFileSync(join(root, studio), 'utf8')) as { email?: unknown }
  const wrangler = readFileSync(join(root, 'wrangler.jsonc'), 'utf8')
  const [, delivery] = /"destination_address":\s*"([^"]*)"/.exec(wrangler) ?? []
  if (email === delivery) return []
  return [
    `${studio}: Email shown: is ${String(email)}, but messages are delivered to ${String(delivery)} (wrangler.jsonc, send_email's destination_address): change that one too, so both say the same (docs/messages.md)`,
  ]
}

/**
 * Checks every kind of the studio's words (each language's in `wordsDir`); the build stops on a
 * problem, naming each one.
 */
export function checkSite(root = '.', wordsDir = join(root, SITE_DIR)) {
  const problems = (Object.keys(siteKinds) as SiteKind[]).flatMap((kind) =>
    problemsOf(kind, root, wordsDir),
  )
  if (problems.length === 0) problems.push(...deliveryProblems(root))
  if (problems.length > 0) throw new SiteContentError(problems)
}
