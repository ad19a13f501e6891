// Build-time only (Node): the files a project folder's texts name (its cover, its gallery's
// pictures and its clip) and the folder's name, checked in plain code. Each problem is one line,
// `<file>: <what is wrong>`, for the person who edits the folder.
import { stat } from 'node:fs/promises'
import { basename, extname, isAbsolute, join, normalize, sep } from 'node:path'
import sharp from 'sharp'
import { probeClip } from '../ffmpeg.ts'
import { defaultLocale } from '../../shared/locales.ts'
import { SLUG, SLUG_MAX_LENGTH } from '../../shared/slug.ts'
import {
  CLIP_TYPES,
  languageFile,
  PICTURE_TYPES,
  fieldLabel,
} from '../../src/content/projectSchema.ts'

/**
 * The largest file a project folder takes, in bytes: well below the 50 MB at which the repository
 * host warns (100 MB it refuses). A clip of a few seconds exported for the web is far smaller; a
 * picture the editor takes is made a WebP at most `WIDEST_PICTURE` wide first.
 */
export const MAX_FILE_BYTES = 25_000_000

/**
 * The width the editor makes a wider picture: a third above the widest the build makes of it
 * (`LARGEST_WIDTH`), room for a sharper share card or a wider size later. A narrower picture is
 * taken as it is: the editor cannot measure one, so the build makes its sizes up to its own width
 * (`projectImageSet`), never refusing it.
 */
export const WIDEST_PICTURE = 1600

/** Names as a person lists them: `a, b, c or d`. */
const orList = (names: string[]) => names.join(', ').replace(/, (?=[^,]*$)/, ' or ')

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Width of a picture, or undefined when it cannot be read as one. */
async function widthOf(path: string): Promise<number | undefined> {
  try {
    return (await sharp(path).metadata()).width
  } catch {
    return undefined
  }
}

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** Says what is wrong with a file (or the folder): one line, `<file>: <message>`. */
type Say = (file: string, message: string) => void

/** What the texts of a folder name, as read (before their checks). */
export type NamedFiles = {
  cover: unknown
  loop: unknown
  /** What the AI started from (a packshot, a plan): optional. */
  original: unknown
  /** The `gallery:` list. */
  gallery: unknown
}

/**
 * A file a field names, as a path inside the folder: a name (`cover.jpg`) or a path below it
 * (`gallery/1-terraces.webp`), of one of `types`, that is there. Undefined, and the problem said
 * in the field's file, otherwise.
 */
async function namedFile(
  dir: string,
  name: unknown,
  where: { shown: string; field: string; types: string[] },
  say: Say,
) {
  if (typeof name !== 'string' || name.trim() === '') return undefined
  const file = normalize(name.trim())
  const inFile = `${where.shown}/${languageFile(defaultLocale)}`
  if (isAbsolute(file) || file.startsWith(`..${sep}`) || file === '..') {
    say(inFile, `${where.field} must name a file inside the project's folder, not ${name}`)
    return undefined
  }
  if (!where.types.includes(extname(file).toLowerCase())) {
    say(inFile, `${where.field} must be a ${orList(where.types)} file, not ${name}`)
    return undefined
  }
  if (!(await isFile(join(dir, file)))) {
    say(inFile, `${where.field} names ${name}, which is not in the project's folder`)
    return undefined
  }
  return file
}

/** A picture sharp can read, or the problem said in its own name. */
async function checkPicture(dir: string, file: string, shown: string, say: Say) {
  if ((await widthOf(join(dir, file))) === undefined) {
    say(`${shown}/${file}`, 'cannot be read as a picture')
  }
}

/**
 * A clip small enough for the repository that ffmpeg can read, or the problem said in its own
 * name. A longer one than a loop is trimmed by the build (`projectLoop`): the editor cannot
 * measure a clip.
 */
async function checkClip(dir: string, file: string, shown: string, say: Say) {
  const where = `${shown}/${file}`
  const bytes = (await stat(join(dir, file))).size
  if (bytes > MAX_FILE_BYTES) {
    say(
      where,
      `the clip is ${megabytes(bytes)}; it must be at most ${MAX_FILE_BYTES / 1_000_000} MB`,
    )
  } else if ((await probeClip(join(dir, file))) === undefined) {
    say(where, 'cannot be read as a video')
  }
}

/** The pictures the `gallery:` list names, in its order (what is not a name is skipped). */
const galleryImages = (gallery: unknown) =>
  Array.isArray(gallery) ? gallery.map((item) => (isRecord(item) ? item.image : undefined)) : []

/**
 * The folder `dir` (named `shown` in the problems) besides its texts: its name, and the files its
 * texts name (`named`), each checked. Returns the cover's, the gallery's (in the pages' order) and
 * the clip's paths inside the folder.
 */
export async function readFolderFiles(dir: string, shown: string, named: NamedFiles) {
  const problems: string[] = []
  const say: Say = (file, message) => problems.push(`${file}: ${message}`)
  const name = basename(dir)
  if (!SLUG.test(name) || name.length > SLUG_MAX_LENGTH) {
    say(
      shown,
      `the folder's name must be made of lowercase letters and digits, words joined by -, _ or ~ (like casa-marea), at most ${SLUG_MAX_LENGTH} characters`,
    )
  }
  /** The picture a field names. */
  const picture = async (field: string, name: unknown) => {
    const file = await namedFile(dir, name, { shown, field, types: PICTURE_TYPES }, say)
    if (file !== undefined) await checkPicture(dir, file, shown, say)
    return file
  }
  const cover = await picture(fieldLabel('cover'), named.cover)
  const gallery: string[] = []
  for (const [index, image] of galleryImages(named.gallery).entries()) {
    const label = fieldLabel('gallery', index, 'image')
    const file = await picture(label, image)
    if (file !== undefined) gallery.push(file)
  }
  const clip = await namedFile(
    dir,
    named.loop,
    { shown, field: fieldLabel('loop'), types: CLIP_TYPES },
    say,
  )
  if (clip !== undefined) await checkClip(dir, clip, shown, say)
  const original = await picture(fieldLabel('original', 'image'), named.original)
  return { cover, gallery, clip, original, problems }
}
