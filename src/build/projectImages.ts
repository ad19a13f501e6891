// Build-time only (Node): every image the pages use, made from a project's one master image with
// sharp, kept in a cache keyed by the image's content (and the words on its share card), so a
// rebuild with unchanged images encodes nothing.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { IPTC_AI_SOURCE_TYPE } from '../../shared/aiSource.ts'
import { projectCard } from '../content/images/scenes/projectCard.mjs'
import { PROJECT_IMAGE_WIDTHS } from '../components/projectImageWidths.ts'

/** Change it when the encoding below changes: every cached image is made again. */
const PIPELINE = 'project-images-3'
const FORMATS = ['avif', 'webp'] as const

/**
 * The XMP every image the build makes carries: its IPTC digital source type, which search
 * engines read to label AI-made images (its size: docs/performance.md).
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

/** The sizes of one master image: `<width>.<format>` files in `dir`, and the largest's size. */
export type ProjectImageSet = {
  dir: string
  width: number
  height: number
  /** File names in `dir`, e.g. `480.avif`. */
  files: string[]
}

const fileNames = PROJECT_IMAGE_WIDTHS.flatMap((width) =>
  FORMATS.map((format) => `${width}.${format}`),
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
 * The responsive AVIF and WebP images of a master (480, 800 and 1200 px wide, its aspect
 * kept), each marked as AI-made (`AI_SOURCE_XMP`), from the cache when this master was encoded
 * before.
 */
export async function projectImageSet(master: Buffer, cacheDir: string): Promise<ProjectImageSet> {
  const dir = join(cacheDir, hashOf(PIPELINE, master))
  if (!(await exists(join(dir, 'size.json')))) {
    await writeOnce(dir, async (into) => {
      await Promise.all(
        PROJECT_IMAGE_WIDTHS.map(async (width) => {
          // AVIF at sharp's default effort (4): the hand-made files' effort 9 took many times
          // as long for a few bytes less (docs/performance.md).
          const resized = () => sharp(master).rotate().resize({ width }).withXmp(AI_SOURCE_XMP)
          await resized()
            .avif({ quality: 52, effort: 4 })
            .toFile(join(into, `${width}.avif`))
          await resized()
            .webp({ quality: 76, effort: 6 })
            .toFile(join(into, `${width}.webp`))
        }),
      )
      const largest = PROJECT_IMAGE_WIDTHS[PROJECT_IMAGE_WIDTHS.length - 1]
      const { width, height } = await sharp(join(into, `${largest}.webp`)).metadata()
      await writeFile(join(into, 'size.json'), JSON.stringify({ width, height }))
    })
  }
  const size = JSON.parse(await readFile(join(dir, 'size.json'), 'utf8')) as {
    width: number
    height: number
  }
  return { dir, ...size, files: fileNames }
}

export type ShareCardText = { brand: string; category: string; title: string }

/**
 * A project's 1200×630 share card in one language: its master image, its category and title and
 * the studio's mark (PNG), from the cache when the same image and words were drawn before.
 */
export async function shareCard(
  master: Buffer,
  text: ShareCardText,
  cacheDir: string,
): Promise<string> {
  const file = join(cacheDir, `card-${hashOf(PIPELINE, master, JSON.stringify(text))}.png`)
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
    .png({ compressionLevel: 9, palette: true })
    .toFile(temporary)
  await rename(temporary, file)
  return file
}
