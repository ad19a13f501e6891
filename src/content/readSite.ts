// Build-time only (Node): reads and checks the studio's own words, `src/content/site/`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { defaultLocale, locales } from '../../shared/locales.ts'
import { siteFile, siteKinds, type SiteKind } from './siteSchema.ts'

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

/** The values every language copies from the English file, where another language differs. */
function repeatedDiffering(english: unknown, other: unknown, schema: Schema, path: string[] = []) {
  const found: { path: (string | number)[]; value: unknown }[] = []
  const inner = innerOf(schema)
  if (inner.type === 'object' && inner.entries) {
    for (const [key, entry] of Object.entries(inner.entries)) {
      const [a, b] = [english, other].map((side) => (side as Record<string, unknown>)?.[key])
      found.push(...repeatedDiffering(a, b, entry, [...path, key]))
    }
  } else if (inner.type === 'array' && inner.item && Array.isArray(english)) {
    english.forEach((item, index) => {
      const theirs = Array.isArray(other) ? (other[index] as unknown) : undefined
      for (const difference of repeatedDiffering(item, theirs, inner.item as Schema)) {
        found.push({ ...difference, path: [...path, index, ...difference.path] })
      }
    })
  } else if (
    (schema.pipe ?? []).some(
      (action) => (action as { metadata?: { repeated?: boolean } }).metadata?.repeated,
    ) &&
    english !== other
  ) {
    found.push({ path, value: english })
  }
  return found
}

/** What is wrong with one kind's words, in every language's file. */
function problemsOf(kind: SiteKind, root: string): string[] {
  const schema = siteKinds[kind].schema as unknown as Schema
  const problems: string[] = []
  const languages = siteKinds[kind].translated ? locales : [defaultLocale]
  const read = languages.map((locale) => {
    const file = siteFile(kind, locale)
    let data: unknown
    try {
      data = JSON.parse(readFileSync(join(root, file), 'utf8'))
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`)
      return undefined
    }
    const result = v.safeParse(siteKinds[kind].schema, data)
    for (const issue of result.issues ?? []) {
      const path = (issue.path ?? []).map((item) => item.key as string | number)
      problems.push(`${file}: ${labelsOf(schema, path)}: ${issue.message}`)
    }
    return data
  })
  const english = read[languages.indexOf(defaultLocale)]
  languages.forEach((locale, index) => {
    if (locale === defaultLocale || read[index] === undefined) return
    for (const { path, value } of repeatedDiffering(english, read[index], schema)) {
      problems.push(
        `${siteFile(kind, locale)}: ${labelsOf(schema, path)}: must be ${String(value)}, as in ${siteFile(kind)}`,
      )
    }
  })
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

/** Checks every kind of the studio's words; the build stops on a problem, naming each one. */
export function checkSite(root = '.') {
  const problems = (Object.keys(siteKinds) as SiteKind[]).flatMap((kind) => problemsOf(kind, root))
  if (problems.length === 0) problems.push(...deliveryProblems(root))
  if (problems.length > 0) throw new SiteContentError(problems)
}
