import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IPTC_AI_SOURCE_TYPE as AI_SOURCE_TYPE } from '../shared/aiSource'
import { imageSrcSet } from '../shared/media'
import { projectImageSet, shareCard } from './projectImages'

let cacheDir = ''
/** A 1600×1200 picture (or `width` wide, its aspect kept): a gradient and a disc, its colours. */
const picture = (hue: number, width = 1600) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 1600 1200"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 40},50%,25%)"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/><circle cx="1000" cy="500" r="220" fill="hsl(${hue + 180},70%,60%)"/></svg>`,
    ),
  )
    .png()
    .toBuffer()
let master: Buffer, narrow: Buffer
beforeAll(async () => {
  cacheDir = await mkdtemp(join(process.cwd(), 'node_modules/.cache/project-images-tests-'))
  ;[master, narrow] = await Promise.all([picture(200), picture(120, 900)])
})
afterAll(() => rm(cacheDir, { recursive: true, force: true }))

/** The IPTC digital source type an image's XMP names, if any. */
const sourceTypeOf = async (file: string) =>
  /Iptc4xmpExt:DigitalSourceType="([^"]*)"/.exec(
    (await sharp(file).metadata()).xmpAsString ?? '',
  )?.[1]

const modified = async (dir: string) =>
  Promise.all(
    (await readdir(dir)).sort().map(async (file) => (await stat(join(dir, file))).mtimeMs),
  )

const words = { brand: 'Unreal Studio', category: 'Commercial', title: 'Casa Marea' }

describe('the project images the build makes', () => {
  it('every width in AVIF and WebP, the largest 1200 px wide with its height', async () => {
    const set = await projectImageSet(master, cacheDir)
    expect(set).toMatchObject({ width: 1200, height: 900 })
    const names = '480.avif 480.webp 800.avif 800.webp 1200.avif 1200.webp'
    expect(set.files.map(({ name }) => name)).toEqual(names.split(' '))
    for (const file of set.files) {
      const { width, format } = await sharp(join(set.dir, file.name)).metadata()
      expect([width, format]).toEqual([file.width, file.format === 'avif' ? 'heif' : 'webp'])
    }
  }, 60_000)

  it('a picture narrower than a width (900 px): that width at its own, never enlarged', async () => {
    const set = await projectImageSet(narrow, cacheDir)
    expect(set).toMatchObject({ width: 900, height: 675 })
    const widths = await Promise.all(
      set.files.map(async ({ name }) => (await sharp(join(set.dir, name)).metadata()).width),
    )
    expect(widths).toEqual([480, 480, 800, 800, 900, 900])
    expect(imageSrcSet('/images/projects/small', 'webp', set.width)).toBe(
      '/images/projects/small-480.webp 480w, /images/projects/small-800.webp 800w, /images/projects/small-1200.webp 900w',
    )
    // Narrower than two widths (700 px): its own width listed once.
    expect(imageSrcSet('/p', 'avif', 700)).toBe('/p-480.avif 480w, /p-800.avif 700w')
  }, 60_000)

  it('every image and share card says it is AI-made, as IPTC names it', async () => {
    expect(AI_SOURCE_TYPE).toBe(
      'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
    )
    const set = await projectImageSet(master, cacheDir)
    for (const { name } of set.files)
      expect(await sourceTypeOf(join(set.dir, name)), name).toBe(AI_SOURCE_TYPE)
    expect(await sourceTypeOf(await shareCard(master, words, cacheDir))).toBe(AI_SOURCE_TYPE)
    // The master itself says nothing: the type is the build's doing.
    expect((await sharp(master).metadata()).xmpAsString).toBeUndefined()
  }, 60_000)

  it('an unchanged image is not encoded again; a changed one is', async () => {
    const first = await projectImageSet(master, cacheDir)
    const before = await modified(first.dir)
    const again = await projectImageSet(Buffer.from(master), cacheDir)
    expect(again.dir).toBe(first.dir)
    expect(await modified(again.dir)).toEqual(before)
    // Another picture (the narrow one): a set of its own.
    expect((await projectImageSet(narrow, cacheDir)).dir).not.toBe(first.dir)
  }, 60_000)

  it('a share card per wording, 1200×630, drawn once', async () => {
    const card = await shareCard(master, words, cacheDir)
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
    const drawn = (await stat(card)).mtimeMs
    expect(await shareCard(master, words, cacheDir)).toBe(card)
    expect((await stat(card)).mtimeMs).toBe(drawn)
    expect(await shareCard(master, { ...words, category: 'Publicidad' }, cacheDir)).not.toBe(card)
    // A test site's draft of it is cached apart: a build never takes one for the other.
    const draft = await shareCard(master, words, cacheDir, { draft: true })
    expect(draft).not.toBe(card)
    expect(await sharp(draft).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
  }, 60_000)
})
