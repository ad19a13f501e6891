// Build-time only (Node): the files a project folder's texts name (its cover, its gallery's
// pictures and its clip) and the folder's name, checked in plain code. Each problem is one line,
// `<file>: <what is wrong>`, for the person who edits the folder.
import { stat } from 'node:fs/promises'
import { basename, extname, isAbsolute, join, normalize, sep } from 'node:path'
import sharp from 'sharp'
import { LARGEST_WIDTH } from '../../shared/media.ts'
import { probeClip } from '../build/ffmpeg.ts'
import { defaultLocale } from '../../shared/locales.ts'
import { SLUG, SLUG_MAX_LENGTH } from '../../shared/slug.ts'
import { CLIP_TYPES, languageFile, PICTURE_TYPES, fieldLabel } from './projectSchema.ts'

/** The smallest width of a project's cover, in pixels. */
export const MIN_COVER_WIDTH = 1600

/** The smallest width of a gallery picture: the widest size the build makes of it. */
const MIN_GALLERY_WIDTH = LARGEST_WIDTH

/** The longest clip, in seconds: a loop on a card is a few seconds of a film, not the film. */
const MAX_CLIP_SECONDS = 12

/**
 * The largest file a project folder takes, in bytes: well below the 50 MB at which the repository
 * host warns (100 MB it refuses). A clip of at most 12 s exported for the web is far smaller; a
 * picture the editor takes is made a WebP at most `WIDEST_PICTURE` wide first.
 */
export const MAX_FILE_BYTES = 25_000_000

/** The widest picture the build asks for (a cover); the editor makes wider ones this wide. */
export const WIDEST_PICTURE = Math.max(MIN_COVER_WIDTH, LARGEST_WIDTH)

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

/** A picture at least `minWidth` wide, or the problem said in its own name. */
async function checkPicture(dir: string, file: string, shown: string, minWidth: number, say: Say) {
  const width = await widthOf(join(dir, file))
  const where = `${shown}/${file}`
  if (width === undefined) say(where, 'cannot be read as a picture')
  else if (width < minWidth) {
    say(where, `the picture is ${width} px wide; it must be at least ${minWidth} px wide`)
  }
}

/** A clip short and small enough to be a loop, or the problem said in its own name. */
async function checkClip(dir: string, file: string, shown: string, say: Say) {
  const where = `${shown}/${file}`
  const bytes = (await stat(join(dir, file))).size
  if (bytes > MAX_FILE_BYTES) {
    say(
      where,
      `the clip is ${megabytes(bytes)}; it must be at most ${MAX_FILE_BYTES / 1_000_000} MB`,
    )
    return
  }
  const duration = (await probeClip(join(dir, file)))?.duration
  if (duration === undefined) say(where, 'cannot be read as a video')
  else if (duration > MAX_CLIP_SECONDS) {
    say(
      where,
      `the clip is ${duration.toFixed(1)} s long; a loop must be at most ${MAX_CLIP_SECONDS} s`,
    )
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
  /** The picture a field names, at least `minWidth` wide. */
  const picture = async (field: string, name: unknown, minWidth: number) => {
    const file = await namedFile(dir, name, { shown, field, types: PICTURE_TYPES }, say)
    if (file !== undefined) await checkPicture(dir, file, shown, minWidth, say)
    return file
  }
  const cover = await picture(fieldLabel('cover'), named.cover, MIN_COVER_WIDTH)
  const gallery: string[] = []
  for (const [index, image] of galleryImages(named.gallery).entries()) {
    const label = fieldLabel('gallery', index, 'image')
    const file = await picture(label, image, MIN_GALLERY_WIDTH)
    if (file !== undefined) gallery.push(file)
  }
  const clip = await namedFile(
    dir,
    named.loop,
    { shown, field: fieldLabel('loop'), types: CLIP_TYPES },
    say,
  )
  if (clip !== undefined) await checkClip(dir, clip, shown, say)
  const original = await picture(fieldLabel('original', 'image'), named.original, MIN_GALLERY_WIDTH)
  return { cover, gallery, clip, original, problems }
}
