import * as v from 'valibot'
import { locales, type Locale } from '../../shared/locales.ts'
import { categories, type CategoryKey } from './categories.ts'
import { creditRoles, type CreditRole } from './creditRoles.ts'
import { filmFrom } from './film.ts'
import { SLUG } from '../../shared/slug.ts'

/**
 * The one schema every project folder (`src/content/projects/<slug>/`) must meet, checked by the
 * build (`readProjects.ts`). Its messages are written for the person who edits the folder:
 * `formatIssue` puts the folder, the file and the field in front of them.
 */

/** The smallest width of a project's master image, in pixels. */
export const MIN_COVER_WIDTH = 1600

/** The smallest width of a gallery picture: the widest size the build makes of it. */
const MIN_GALLERY_WIDTH = 1200

/** A clip's names: one of them in a folder is its loop. */
export const CLIP_NAMES = ['loop.mp4', 'loop.mov', 'loop.m4v', 'loop.webm']

/** The longest clip, in seconds: a loop on a card is a few seconds of a film, not the film. */
const MAX_CLIP_SECONDS = 12

/** The largest clip file, in bytes (200 MB): a master export of a few seconds is far smaller. */
export const MAX_CLIP_BYTES = 200_000_000

/** The kinds of file `gallery/` may hold. */
const GALLERY_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp']

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

/** `en.md`, `es.md`: the front matter's fields, and the text below it as `fullDescription`. */
const languageFile = v.object(
  { title: text, description: text, alt: text, fullDescription: text, gallery: galleryAlts },
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

/** Names as a person lists them: `a, b, c or d`. */
const orList = (names: string[]) => names.join(', ').replace(/, (?=[^,]*$)/, ' or ')

const galleryKinds = orList(GALLERY_EXTENSIONS)

/** Whether a file's name says it is a picture the build reads. */
export const isPicture = (file: string) =>
  GALLERY_EXTENSIONS.includes(/\.[^.]*$/.exec(file)?.[0].toLowerCase() ?? '')

/** A file in the folder's `gallery/`: its name and, when it could be read, its width. */
const galleryPicture = v.pipe(
  v.object({ file: v.string(), width: v.optional(v.number()) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { file, width } = dataset.value
    if (!isPicture(file)) {
      addIssue({ message: `is not a picture: gallery/ holds ${galleryKinds} files only` })
    } else if (width === undefined) {
      addIssue({ message: 'cannot be read as a picture' })
    } else if (width < MIN_GALLERY_WIDTH) {
      addIssue({
        message: `the picture is ${width} px wide; it must be at least ${MIN_GALLERY_WIDTH} px wide`,
      })
    }
  }),
)

const languageFiles = Object.fromEntries(locales.map((locale) => [locale, languageFile])) as Record<
  Locale,
  typeof languageFile
>

const clipNames = orList(CLIP_NAMES)
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/**
 * The folder's clip, if it has one: the clip files found (one at most), the file's size and,
 * when ffmpeg could read it, its length in seconds.
 */
const clip = v.pipe(
  v.object({
    files: v.array(v.string()),
    bytes: v.optional(v.number()),
    duration: v.optional(v.number()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const { files, bytes = 0, duration } = dataset.value
    if (files.length > 1) {
      addIssue({
        message: `holds ${files.length} clips (${files.join(', ')}); keep one: ${clipNames}`,
      })
    } else if (files.length === 0) {
      return
    } else if (bytes > MAX_CLIP_BYTES) {
      addIssue({
        message: `the clip is ${megabytes(bytes)}; it must be at most ${MAX_CLIP_BYTES / 1_000_000} MB`,
      })
    } else if (duration === undefined) {
      addIssue({ message: 'cannot be read as a video' })
    } else if (duration > MAX_CLIP_SECONDS) {
      addIssue({
        message: `the clip is ${duration.toFixed(1)} s long; a loop must be at most ${MAX_CLIP_SECONDS} s`,
      })
    }
  }),
)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A path to a gallery alt in a language file, as `formatIssue` reads it. */
const altPath = (locale: Locale, file: string, alts: Record<string, unknown>) =>
  [
    { type: 'object', origin: 'value', input: {}, key: locale, value: {} },
    { type: 'object', origin: 'value', input: {}, key: 'gallery', value: alts },
    { type: 'object', origin: 'value', input: alts, key: file, value: alts[file] },
  ] satisfies v.ObjectPathItem[] as [v.ObjectPathItem, ...v.ObjectPathItem[]]

/**
 * Each language file gives every picture of `gallery/` an alt, and no alt to a file that is not
 * there. Read from the folder as it is, even when it has other problems: every one is named at
 * once.
 */
function galleryAltProblems(value: unknown) {
  if (!isRecord(value)) return []
  const pictures = (Array.isArray(value.gallery) ? value.gallery : [])
    .map((picture: unknown) => (isRecord(picture) ? picture.file : undefined))
    .filter((file): file is string => typeof file === 'string')
  return locales.flatMap((locale) => {
    const file = value[locale]
    if (!isRecord(file)) return []
    const alts = isRecord(file.gallery) ? file.gallery : {}
    return [
      ...pictures
        .filter((picture) => isPicture(picture) && !Object.hasOwn(alts, picture))
        .map((picture) => ({ message: 'is missing', path: altPath(locale, picture, alts) })),
      ...Object.keys(alts)
        .filter((named) => !pictures.includes(named))
        .map((named) => ({
          message: 'names a file that is not in gallery/',
          path: altPath(locale, named, alts),
        })),
    ]
  })
}

/** One project folder, as `readProjects.ts` reads it. */
const projectFolderSchema = v.pipe(
  v.object({
    slug: v.pipe(
      v.string(),
      v.regex(SLUG, 'must be made of lowercase letters, digits and dashes (like casa-marea)'),
    ),
    project: projectFile,
    ...languageFiles,
    cover,
    /** The files of `gallery/`, in the order the pages show them. */
    gallery: v.array(galleryPicture),
    clip,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const problem of galleryAltProblems(dataset.value)) addIssue(problem)
  }),
)

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
  folderOf: (index: number) => {
    dir: string
    coverFile?: string
    galleryFiles?: string[]
    clipFiles?: string[]
  },
): string {
  const keys = (issue.path ?? []).map((item) => item.key)
  const [index, part, field] = keys
  const folder = typeof index === 'number' ? folderOf(index) : { dir: 'the projects folder' }
  // A field inside a list names its entry: `credits 2 role`.
  const inside = keys.slice(3).map((key) => (typeof key === 'number' ? String(key + 1) : key))
  const fieldName =
    field === 'gallery' && inside.length > 0
      ? `gallery alt for ${inside.join(' ')}`
      : typeof field === 'string'
        ? [fieldNames[field] ?? field, ...inside].join(' ')
        : undefined
  if (part === 'slug') return `${folder.dir}: the folder's name ${issue.message}`
  if (part === 'clip') {
    const [file, ...others] = folder.clipFiles ?? []
    return file && others.length === 0
      ? `${folder.dir}/${file}: ${issue.message}`
      : `${folder.dir}: ${issue.message}`
  }
  if (part === 'gallery') {
    const file = typeof field === 'number' ? folder.galleryFiles?.[field] : undefined
    return `${folder.dir}/gallery/${file ?? ''}: ${issue.message}`
  }
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
