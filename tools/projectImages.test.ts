import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IPTC_AI_SOURCE_TYPE as AI_SOURCE_TYPE } from '../shared/aiSource'
import { imageSrcSet } from '../shared/media'
import { projectImageSet, shareCard } from './projectImages'

let cacheDir = ''
/** A picture of one colour, 1600×1200 (or `width` wide, 4:3): its encoding is what is tested. */
const picture = (background: string, width = 1600) =>
  sharp({ create: { width, height: (width * 3) / 4, channels: 3, background } })
    .png()
    .toBuffer()
let master: Buffer, narrow: Buffer
beforeAll(async () => {
  cacheDir = await mkdtemp(join(process.cwd(), 'node_modules/.cache/project-images-tests-'))
  ;[master, narrow] = await Promise.all([picture('#336'), picture('#633', 600)])
})
afterAll(() => rm(cacheDir, { recursive: true, force: true }))

/** An image's width, format and the IPTC digital source type its XMP names, if any. */
async function madeOf(file: string) {
  const { width, format, xmpAsString = '' } = await sharp(file).metadata()
  const source = /Iptc4xmpExt:DigitalSourceType="([^"]*)"/.exec(xmpAsString)?.[1]
  return { width, format, source }
}

const modified = async (dir: string) =>
  Promise.all(
    (await readdir(dir)).sort().map(async (file) => (await stat(join(dir, file))).mtimeMs),
  )

const words = { brand: 'Unreal Studio', category: 'Commercial', title: 'Casa Marea' }

describe('the project images the build makes', () => {
  it('every width in AVIF and WebP, the largest 1200 px wide with its height, each said AI-made as IPTC names it; encoded once', async () => {
    expect(AI_SOURCE_TYPE).toBe(
      'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
    )
    const set = await projectImageSet(master, cacheDir)
    expect(set).toMatchObject({ width: 1200, height: 900 })
    const names = '480.avif 480.webp 800.avif 800.webp 1200.avif 1200.webp'
    expect(set.files.map(({ name }) => name)).toEqual(names.split(' '))
    for (const { name, width, format } of set.files) {
      expect(await madeOf(join(set.dir, name)), name).toEqual({
        ...{ width, format: format === 'avif' ? 'heif' : 'webp' },
        source: AI_SOURCE_TYPE,
      })
    }
    // The master itself says nothing: the type is the build's doing.
    expect((await sharp(master).metadata()).xmpAsString).toBeUndefined()
    const before = await modified(set.dir)
    const again = await projectImageSet(Buffer.from(master), cacheDir)
    expect(again.dir).toBe(set.dir)
    expect(await modified(again.dir)).toEqual(before)
  }, 60_000)

  it('a picture narrower than a width (600 px): that width at its own, never enlarged; a set of its own', async () => {
    const set = await projectImageSet(narrow, cacheDir)
    expect(set).toMatchObject({ width: 600, height: 450 })
    const widths = await Promise.all(
      set.files.map(async ({ name }) => (await madeOf(join(set.dir, name))).width),
    )
    expect(widths).toEqual([480, 480, 600, 600, 600, 600])
    expect(set.dir).not.toBe((await projectImageSet(master, cacheDir)).dir)
    // Narrower than two widths: its own width listed once; than one, beside the others.
    expect(imageSrcSet('/p', 'webp', set.width)).toBe('/p-480.webp 480w, /p-800.webp 600w')
    expect(imageSrcSet('/p', 'avif', 900)).toBe(
      '/p-480.avif 480w, /p-800.avif 800w, /p-1200.avif 900w',
    )
  }, 60_000)

  it('a share card per wording, 1200×630, said AI-made, drawn once', async () => {
    const card = await shareCard(master, words, cacheDir)
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
    expect((await madeOf(card)).source).toBe(AI_SOURCE_TYPE)
    const drawn = (await stat(card)).mtimeMs
    expect(await shareCard(master, words, cacheDir)).toBe(card)
    expect((await stat(card)).mtimeMs).toBe(drawn)
    // A test site's draft of it is cached apart: a build never takes one for the other.
    const draft = await shareCard(master, words, cacheDir, { draft: true })
    expect(draft).not.toBe(card)
    expect(await sharp(draft).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' })
    const other = { ...words, category: 'Publicidad' }
    expect(await shareCard(master, other, cacheDir, { draft: true })).not.toBe(draft)
  }, 60_000)
})
