import * as v from 'valibot'
import { locales, type Locale } from '../i18n/locales.ts'
import { categories, type CategoryKey } from './categories.ts'
import { creditRoles, type CreditRole } from './creditRoles.ts'
import { filmFrom } from './film.ts'
import { SLUG } from './slug.ts'

/**
 * The one schema every project folder (`src/content/projects/<slug>/`) must meet, checked by the
 * build (`readProjects.ts`). Its messages are written for the person who edits the folder:
 * `formatIssue` puts the folder, the file and the field in front of them.
 */

/** The smallest width of a project's master image, in pixels. */
export const MIN_COVER_WIDTH = 1600

type Issue = { input: unknown }
const missingOr = (otherwise: string) => (issue: Issue) =>
  issue.input === undefined ? 'is missing' : otherwise

/** An object's own message: a key it lacks is missing (the path names the key). */
const keyMissing = (issue: { expected: string | null }) =>
  issue.expected === 'Object' ? 'must be a list of fields (name: value)' : 'is missing'

const text = v.pipe(v.string(missingOr('must be text')), v.trim(), v.nonEmpty('is empty'))

/** `en.md`, `es.md`: the front matter's fields, and the text below it as `fullDescription`. */
const languageFile = v.object(
  { title: text, description: text, alt: text, fullDescription: text },
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
}

const film = v.pipe(
  v.string(missingOr('must be a web address')),
  v.check(
    (url) => filmFrom(url) !== undefined,
    'must be a public YouTube or Vimeo watch address, like https://www.youtube.com/watch?v=aqz-KE-bpKQ or https://vimeo.com/76979871',
  ),
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

/** The master image found in the folder: its file name and width (none: no `cover.*`). */
const cover = v.pipe(
  v.object({ file: v.optional(v.string()), width: v.optional(v.number()) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { file, width = 0 } = dataset.value
    if (!file) {
      addIssue({
        message: `is missing: add cover.jpg, cover.png or cover.webp (at least ${MIN_COVER_WIDTH} px wide) to the folder`,
      })
    } else if (width < MIN_COVER_WIDTH) {
      addIssue({
        message: `is ${width} px wide; it must be at least ${MIN_COVER_WIDTH} px wide`,
      })
    }
  }),
)

const languageFiles = Object.fromEntries(locales.map((locale) => [locale, languageFile])) as Record<
  Locale,
  typeof languageFile
>

/** One project folder, as `readProjects.ts` reads it. */
const projectFolderSchema = v.object({
  slug: v.pipe(
    v.string(),
    v.regex(SLUG, 'must be made of lowercase letters, digits and dashes (like casa-marea)'),
  ),
  project: projectFile,
  ...languageFiles,
  cover,
})

/**
 * Every project folder. Two cannot share a slug: it is the folder's name, and the folders share
 * one parent.
 */
export const projectFoldersSchema = v.array(projectFolderSchema)

export type ProjectFolderInput = v.InferInput<typeof projectFolderSchema>
export type ProjectFolder = v.InferOutput<typeof projectFolderSchema>

const fieldNames: Record<string, string> = {
  fullDescription: 'full description (the text below the second ---)',
}

/**
 * Where an issue is, in the words of the folder: `<folder>/<file>: <field> <what is wrong>`,
 * e.g. `src/content/projects/casa-marea/es.md: title is missing`.
 */
export function formatIssue(
  issue: v.BaseIssue<unknown>,
  folderOf: (index: number) => { dir: string; coverFile?: string },
): string {
  const keys = (issue.path ?? []).map((item) => item.key)
  const [index, part, field] = keys
  const folder = typeof index === 'number' ? folderOf(index) : { dir: 'the projects folder' }
  // A field inside a list names its entry: `credits 2 role`.
  const inside = keys.slice(3).map((key) => (typeof key === 'number' ? String(key + 1) : key))
  const fieldName =
    typeof field === 'string' ? [fieldNames[field] ?? field, ...inside].join(' ') : undefined
  if (part === 'slug') return `${folder.dir}: the folder's name ${issue.message}`
  if (part === 'cover') {
    const where = folder.coverFile ? `${folder.dir}/${folder.coverFile}` : folder.dir
    return folder.coverFile
      ? `${where}: the image ${issue.message}`
      : `${where}: the cover image ${issue.message}`
  }
  const file = part === 'project' ? 'project.yml' : `${String(part)}.md`
  return fieldName
    ? `${folder.dir}/${file}: ${fieldName} ${issue.message}`
    : `${folder.dir}/${file} ${issue.message}`
}
