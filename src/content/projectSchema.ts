import * as v from 'valibot'
import { locales, type Locale } from '../../shared/locales.ts'
import { categories, type CategoryKey } from './categories.ts'
import { creditRoles, type CreditRole } from './creditRoles.ts'
import { filmFrom } from './film.ts'

/**
 * The schema of what a project folder (`src/content/projects/<slug>/`) says in words: its
 * `project.yml` and its language files, checked by the build (`readProjects.ts`). Its messages
 * are written for the person who edits the folder: `formatIssue` puts the file and the field in
 * front of them. The folder's other files are checked in `projectFiles.ts`.
 */

type Issue = { input: unknown }
const missingOr = (otherwise: string) => (issue: Issue) =>
  issue.input === undefined ? 'is missing' : otherwise

/** An object's own message: a key it lacks is missing (the path names the key). */
const keyMissing = (issue: { expected: string | null }) =>
  issue.expected === 'Object' ? 'must be a list of fields (name: value)' : 'is missing'

const text = v.pipe(v.string(missingOr('must be text')), v.trim(), v.nonEmpty('is empty'))

/** A gallery picture's alt: `1-terraces.webp:` with nothing after it is empty, not missing. */
const altText = v.pipe(
  v.string((issue) => (issue.input === null ? 'is empty' : 'must be text')),
  v.trim(),
  v.nonEmpty('is empty'),
)

/** `gallery:` in a language file: each picture of `gallery/` by its file name, and its alt. */
const galleryAlts = v.optional(
  v.record(
    v.string(),
    altText,
    'must be a list of the pictures in gallery/, each with its alt (1-terraces.webp: White terraces…)',
  ),
  {},
)

/**
 * Optional, what a project achieved and who says so (issue 49), in a language file: the
 * original's alt (`original.webp` in the folder), the result in a sentence or two, and the quote's
 * words with the role of the person who said it. Their name and company are in `project.yml`.
 */
const outcomeWords = {
  originalAlt: v.optional(text),
  result: v.optional(text),
  quote: v.optional(v.object({ text, role: v.optional(text) }, keyMissing)),
}

/** `en.md`, `es.md`: the front matter's fields, and the text below it as `fullDescription`. */
const languageFile = v.object(
  {
    title: text,
    description: text,
    alt: text,
    fullDescription: text,
    gallery: galleryAlts,
    ...outcomeWords,
  },
  (issue) => (issue.input === undefined ? 'is missing' : keyMissing(issue)),
)

const categoryKeys = Object.keys(categories) as [CategoryKey, ...CategoryKey[]]
const roleKeys = Object.keys(creditRoles) as [CreditRole, ...CreditRole[]]

/** Who made it: a role from `creditRoles.ts` and a name, in the order the studio lists them. */
const credit = v.object(
  {
    role: v.picklist(roleKeys, missingOr(`must be one of: ${roleKeys.join(', ')}`)),
    name: text,
  },
  keyMissing,
)

const common = {
  category: v.picklist(categoryKeys, missingOr(`must be one of: ${categoryKeys.join(', ')}`)),
  order: v.pipe(
    v.number(missingOr('must be a number (its place on the projects page: 1, 2, 3…)')),
    v.integer('must be a whole number'),
  ),
  featured: v.optional(v.boolean('must be true or false'), false),
  /** Optional: for whom it was made, when, and by whom. */
  client: v.optional(text),
  year: v.optional(
    v.pipe(
      v.number('must be a year, like 2026'),
      v.integer('must be a year, like 2026'),
      v.minValue(1900, 'must be a year, like 2026'),
      v.maxValue(2100, 'must be a year, like 2026'),
    ),
  ),
  credits: v.optional(v.array(credit, 'must be a list of "- role: …" and "name: …" entries'), []),
  /** Optional: who vouches for it (issue 49); the quote's words are in each language file. */
  quote: v.optional(v.object({ name: text, company: v.optional(text) }, keyMissing)),
}

/** The film at the watch address the studio writes: its player and its page (`filmFrom`). */
const film = v.pipe(
  v.string(missingOr('must be a web address')),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const found = filmFrom(dataset.value)
    if (found) return found
    addIssue({
      message:
        'must be a public YouTube or Vimeo watch address, like https://www.youtube.com/watch?v=aqz-KE-bpKQ or https://vimeo.com/76979871',
    })
    return NEVER
  }),
)

/** `project.yml`: what both languages share. A film goes with `type: video`, only. */
const projectFile = v.variant(
  'type',
  [
    v.object(
      {
        ...common,
        type: v.literal('video'),
        film,
        aspect: v.optional(v.picklist(['16:9', '9:16'], 'must be "16:9" or "9:16"'), '16:9'),
      },
      keyMissing,
    ),
    v.object(
      {
        ...common,
        type: v.literal('image'),
        film: v.optional(
          v.undefined('must be left out: only a project with type: video has a film'),
        ),
      },
      keyMissing,
    ),
  ],
  missingOr('must be video or image'),
)

/** A folder's texts: `project.yml`, and one Markdown file per language. */
export const projectTextsSchema = v.object({
  project: projectFile,
  ...(Object.fromEntries(locales.map((locale) => [locale, languageFile])) as Record<
    Locale,
    typeof languageFile
  >),
})

export type ProjectTexts = v.InferOutput<typeof projectTextsSchema>

const fieldNames: Record<string, string> = {
  fullDescription: 'full description (the text below the second ---)',
}

/**
 * Where an issue is, in the words of the folder (`shown`): `<folder>/<file>: <field> <what is
 * wrong>`, e.g. `src/content/projects/casa-marea/es.md: title is missing`.
 */
export function formatIssue(issue: v.BaseIssue<unknown>, shown: string): string {
  const [part, field, ...inside] = (issue.path ?? []).map((item) => item.key)
  // A field inside a list names its entry: `credits 2 role`.
  const entry = inside.map((key) => (typeof key === 'number' ? String(key + 1) : String(key)))
  const fieldName =
    field === 'gallery' && entry.length > 0
      ? `gallery alt for ${entry.join(' ')}`
      : typeof field === 'string'
        ? [fieldNames[field] ?? field, ...entry].join(' ')
        : undefined
  const file = part === 'project' ? 'project.yml' : `${String(part)}.md`
  return fieldName
    ? `${shown}/${file}: ${fieldName} ${issue.message}`
    : `${shown}/${file} ${issue.message}`
}
