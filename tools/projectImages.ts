// Build-time only (Node): every image the pages use, made from a project's one master image with
// sharp, kept in a cache keyed by the image's content (and the words on its share card), so a
// rebuild with unchanged images encodes nothing.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { IPTC_AI_SOURCE_TYPE } from '../shared/aiSource.ts'
import { projectCard } from './images/scenes/projectCard.mjs'
import { IMAGE_FORMATS, IMAGE_WIDTHS, LARGEST_WIDTH } from '../shared/media.ts'

/** Change it when the encoding below changes: every cached image is made again. */
const PIPELINE = 'project-images-3'

/**
 * The XMP every image the build makes carries: its IPTC digital source type, which search
 * engines read to label AI-made images. What it adds to each image: docs/performance.md.
 */
const AI_SOURCE_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/" Iptc4xmpExt:DigitalSourceType="${IPTC_AI_SOURCE_TYPE}"/></rdf:RDF></x:xmpmeta>`

const hashOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex').slice(0, 32)
}

export async function exists(path: string) {
  try {
    await readFile(path)
    return true
  } catch {
    return false
  }
}

/** The files of one master image, each width in each format, in `dir`; the largest's size. */
export type ProjectImageSet = {
  dir: string
  width: number
  height: number
  files: typeof files
}

/** A file's name in the cache: `<width>.<format>`. */
const cacheName = (width: number, format: string) => `${width}.${format}`

/** Every width (`IMAGE_WIDTHS`) in every format, and its file's name in the cache. */
const files = IMAGE_WIDTHS.flatMap((width) =>
  IMAGE_FORMATS.map((format) => ({ width, format, name: cacheName(width, format) })),
)

/** Writes `dir` whole or not at all: into a fresh folder beside it, then renamed. */
export async function writeOnce(dir: string, write: (into: string) => Promise<void>) {
  const temporary = `${dir}.${process.pid}.${Date.now()}`
  await mkdir(temporary, { recursive: true })
  try {
    await write(temporary)
    await rename(temporary, dir)
  } catch (error) {
    await rm(temporary, { recursive: true, force: true })
    if (!(await exists(join(dir, 'size.json')))) throw error
  }
}

/**
 * The responsive images of a master (each of `IMAGE_WIDTHS` in AVIF and WebP, its aspect kept;
 * never wider than the master: a 900 px picture's 1200 px file is 900 px wide, and `imageSrcSet`
 * says so),
 * each marked as AI-made (`AI_SOURCE_XMP`) unless it is what the AI started from (`aiMade:
 * false`: a project's original, a packshot or a plan), from the cache when this master was
 * encoded before.
 */
export async function projectImageSet(
  master: Buffer,
  cacheDir: string,
  { aiMade = true } = {},
): Promise<ProjectImageSet> {
  const dir = join(cacheDir, hashOf(PIPELINE, master, aiMade ? '' : 'not-ai-made'))
  if (!(await exists(join(dir, 'size.json')))) {
    await writeOnce(dir, async (into) => {
      await Promise.all(
        IMAGE_WIDTHS.map(async (width) => {
          // AVIF at sharp's default effort: the highest effort took many times as long for a
          // few per cent fewer bytes (docs/performance-log.md).
          const resized = () => {
            // Never enlarged: an upscaled file is as soft, and bigger (a master at least as wide
            // as each width makes the same bytes as before, so the cache's key stays).
            const image = sharp(master).rotate().resize({ width, withoutEnlargement: true })
            return aiMade ? image.withXmp(AI_SOURCE_XMP) : image
          }
          await resized()
            .avif({ quality: 52, effort: 4 })
            .toFile(join(into, cacheName(width, 'avif')))
          await resized()
            .webp({ quality: 76, effort: 6 })
            .toFile(join(into, cacheName(width, 'webp')))
        }),
      )
      const largest = join(into, cacheName(LARGEST_WIDTH, 'webp'))
      const { width, height } = await sharp(largest).metadata()
      await writeFile(join(into, 'size.json'), JSON.stringify({ width, height }))
    })
  }
  const size = JSON.parse(await readFile(join(dir, 'size.json'), 'utf8')) as {
    width: number
    height: number
  }
  return { dir, ...size, files }
}

export type ShareCardText = { brand: string; category: string; title: string }

/**
 * A project's share card in one language, in the size link previews take: its master image, its category and title and
 * the studio's mark (PNG), from the cache when the same image and words were drawn before.
 * `draft`: the same card in a plain PNG, not reduced to a palette (a twelfth of the time, several
 * times the bytes), for a test site's many cards (`SHARE_CARDS=draft`, projects-many.spec.ts).
 */
export async function shareCard(
  master: Buffer,
  text: ShareCardText,
  cacheDir: string,
  { draft = false } = {},
): Promise<string> {
  const key = hashOf(PIPELINE, master, JSON.stringify(text), draft ? 'draft' : '')
  const file = join(cacheDir, `card-${key}.png`)
  if (await exists(file)) return file
  const picture = await sharp(master)
    .rotate()
    .resize(1200, 630, { fit: 'cover' })
    .jpeg({ quality: 88 })
    .toBuffer()
  const svg = projectCard({
    ...text,
    picture: `data:image/jpeg;base64,${picture.toString('base64')}`,
  })
  await mkdir(cacheDir, { recursive: true })
  const temporary = `${file}.${process.pid}.png`
  await sharp(Buffer.from(svg))
    .withXmp(AI_SOURCE_XMP)
    .png({ compressionLevel: 9, palette: !draft })
    .toFile(temporary)
  await rename(temporary, file)
  return file
}
