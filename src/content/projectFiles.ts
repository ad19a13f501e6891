// Build-time only (Node): a project folder's files besides its texts (its name, its cover, its
// gallery/ and its clip), found and checked in plain code. Each problem is one line,
// `<file>: <what is wrong>`, for the person who edits the folder.
import { readdir, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { LARGEST_WIDTH } from '../../shared/media.ts'
import { probeClip } from '../build/ffmpeg.ts'
import { locales, type Locale } from '../../shared/locales.ts'
import { SLUG } from '../../shared/slug.ts'

/** The smallest width of a project's cover, in pixels. */
export const MIN_COVER_WIDTH = 1600

/** The smallest width of a gallery picture: the widest size the build makes of it. */
const MIN_GALLERY_WIDTH = LARGEST_WIDTH

/** A cover's names: the first of them in the folder is its cover. */
const COVERS = ['cover.jpg', 'cover.jpeg', 'cover.png', 'cover.webp']

/** An original's names (the packshot, the plan, the reference the AI started from): optional. */
const ORIGINALS = ['original.jpg', 'original.jpeg', 'original.png', 'original.webp']

/** A clip's names: one of them in a folder is its loop. */
const CLIP_NAMES = ['loop.mp4', 'loop.mov', 'loop.m4v', 'loop.webm']

/** The longest clip, in seconds: a loop on a card is a few seconds of a film, not the film. */
const MAX_CLIP_SECONDS = 12

/** The largest clip file, in bytes: a master export of a few seconds is far smaller. */
export const MAX_CLIP_BYTES = 200_000_000

/** The kinds of file `gallery/` may hold. */
const GALLERY_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp']

/** Names as a person lists them: `a, b, c or d`. */
const orList = (names: string[]) => names.join(', ').replace(/, (?=[^,]*$)/, ' or ')

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** Whether a file's name says it is a picture the build reads. */
const isPicture = (file: string) =>
  GALLERY_EXTENSIONS.includes(/\.[^.]*$/.exec(file)?.[0].toLowerCase() ?? '')

/** Width of a picture, or undefined when it cannot be read as one. */
async function widthOf(path: string): Promise<number | undefined> {
  try {
    return (await sharp(path).metadata()).width
  } catch {
    return undefined
  }
}

/** Says what is wrong with a file (or the folder): one line, `<file>: <message>`. */
type Say = (file: string, message: string) => void

/** The folder's cover (the first of `COVERS` it holds), checked. */
async function coverOf(dir: string, names: string[], shown: string, say: Say) {
  const cover = COVERS.find((name) => names.includes(name))
  if (!cover) {
    say(
      shown,
      `the cover image is missing: add cover.jpg, cover.png or cover.webp (at least ${MIN_COVER_WIDTH} px wide) to the folder`,
    )
    return ''
  }
  const { width = 0 } = await sharp(join(dir, cover)).metadata()
  if (width < MIN_COVER_WIDTH) {
    say(
      `${shown}/${cover}`,
      `the image is ${width} px wide; it must be at least ${MIN_COVER_WIDTH} px wide`,
    )
  }
  return cover
}

/**
 * The files of the folder's `gallery/` in file-name order, numbers as numbers (`2-` before
 * `10-`), each checked; none without the folder.
 */
async function galleryOf(dir: string, names: string[], shown: string, say: Say) {
  if (!names.includes('gallery')) return []
  const files = (await readdir(join(dir, 'gallery')))
    .filter((name) => !name.startsWith('.'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  for (const file of files) {
    const where = `${shown}/gallery/${file}`
    if (!isPicture(file)) {
      say(where, `is not a picture: gallery/ holds ${orList(GALLERY_EXTENSIONS)} files only`)
      continue
    }
    const width = await widthOf(join(dir, 'gallery', file))
    if (width === undefined) {
      say(where, 'cannot be read as a picture')
    } else if (width < MIN_GALLERY_WIDTH) {
      say(
        where,
        `the picture is ${width} px wide; it must be at least ${MIN_GALLERY_WIDTH} px wide`,
      )
    }
  }
  return files
}

/** The folder's original (the first of `ORIGINALS` it holds), if it has one, checked. */
async function originalOf(dir: string, names: string[], shown: string, say: Say) {
  const original = ORIGINALS.find((name) => names.includes(name))
  if (original === undefined) return undefined
  const width = await widthOf(join(dir, original))
  if (width === undefined) say(`${shown}/${original}`, 'cannot be read as a picture')
  else if (width < MIN_GALLERY_WIDTH) {
    say(
      `${shown}/${original}`,
      `the picture is ${width} px wide; it must be at least ${MIN_GALLERY_WIDTH} px wide`,
    )
  }
  return original
}

/** The folder's clip, if it has one, checked. A file too large to take is not read. */
async function clipOf(dir: string, names: string[], shown: string, say: Say) {
  const clips = names.filter((name) => CLIP_NAMES.includes(name))
  const [clip] = clips
  if (clips.length > 1) {
    say(shown, `holds ${clips.length} clips (${clips.join(', ')}); keep one: ${orList(CLIP_NAMES)}`)
    return undefined
  }
  if (clip === undefined) return undefined
  const where = `${shown}/${clip}`
  const bytes = (await stat(join(dir, clip))).size
  if (bytes > MAX_CLIP_BYTES) {
    say(
      where,
      `the clip is ${megabytes(bytes)}; it must be at most ${MAX_CLIP_BYTES / 1_000_000} MB`,
    )
    return clip
  }
  const duration = (await probeClip(join(dir, clip)))?.duration
  if (duration === undefined) {
    say(where, 'cannot be read as a video')
  } else if (duration > MAX_CLIP_SECONDS) {
    say(
      where,
      `the clip is ${duration.toFixed(1)} s long; a loop must be at most ${MAX_CLIP_SECONDS} s`,
    )
  }
  return clip
}

/**
 * The folder `dir` (named `shown` in the problems) besides its texts: its name, and the file
 * names of its cover, its gallery pictures in the pages' order and its clip, each checked.
 */
export async function readFolderFiles(dir: string, shown: string) {
  const problems: string[] = []
  const say: Say = (file, message) => problems.push(`${file}: ${message}`)
  if (!SLUG.test(basename(dir))) {
    say(
      shown,
      "the folder's name must be made of lowercase letters, digits and dashes (like casa-marea)",
    )
  }
  const names = await readdir(dir)
  const cover = await coverOf(dir, names, shown, say)
  const gallery = await galleryOf(dir, names, shown, say)
  const clip = await clipOf(dir, names, shown, say)
  const original = await originalOf(dir, names, shown, say)
  return {
    cover,
    gallery,
    ...(clip === undefined ? {} : { clip }),
    ...(original === undefined ? {} : { original }),
    problems,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Each language file (`languages`, as read, even when it has other problems) gives every
 * picture of `gallery/` an alt, and no alt to a file that is not there.
 */
export function galleryAltProblems(
  shown: string,
  gallery: string[],
  languages: Record<Locale, unknown>,
) {
  return locales.flatMap((locale) => {
    const file = languages[locale]
    if (!isRecord(file)) return []
    const alts = isRecord(file.gallery) ? file.gallery : {}
    const where = `${shown}/${locale}.md: gallery alt for`
    return [
      ...gallery
        .filter((picture) => isPicture(picture) && !Object.hasOwn(alts, picture))
        .map((picture) => `${where} ${picture} is missing`),
      ...Object.keys(alts)
        .filter((named) => !gallery.includes(named))
        .map((named) => `${where} ${named} names a file that is not in gallery/`),
    ]
  })
}
