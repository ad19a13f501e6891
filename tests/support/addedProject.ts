import { execFileSync } from 'node:child_process'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'

/**
 * The site with one project added the way the README says (tests/e2e/project-added.spec.ts): one
 * folder, with its two texts, its shared facts and a photograph, dropped into (a copy of) the
 * content, and the normal build of that content. Built once before the journeys that use it
 * (tests/e2e/fixture-sites.setup.ts), served by them.
 */
export const SLUG = 'salt-and-glass'
const CONTENT = 'node_modules/.cache/added-project/content'
export const OUT = 'dist-added'

export const text = {
  en: {
    title: 'Salt and Glass',
    description: 'A perfume campaign shot in a salt flat that never existed.',
    alt: 'A glass bottle on white salt under a pink evening sky.',
    full: 'Salt and Glass is a product campaign for a small perfume house. We built a salt flat at dusk around the bottle, frame by frame, so the scent could be seen before it was smelled.',
    category: 'Product Photography',
  },
  es: {
    title: 'Sal y cristal',
    description: 'Una campaña de perfume en un salar que nunca existió.',
    alt: 'Un frasco de cristal sobre sal blanca bajo un cielo rosa al atardecer.',
    full: 'Sal y cristal es una campaña de producto para una pequeña casa de perfumes. Construimos un salar al anochecer alrededor del frasco, fotograma a fotograma, para que el aroma se viera antes de olerlo.',
    category: 'Fotografía de producto',
  },
} as const
export const locales = ['en', 'es'] as const
export const prefix = { en: '', es: '/es' }

/**
 * A photograph-like picture, 2000×1500: a sky and ground in gradients, a soft sun, a bottle's
 * shape, film grain everywhere (not a flat colour, which encodes to nothing).
 */
async function photograph(): Promise<Buffer> {
  const width = 2000
  const height = 1500
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return (seed / 0x7fffffff - 0.5) * 36
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sky = y < height * 0.62
      const t = y / height
      const sun = Math.max(0, 1 - Math.hypot(x - width * 0.7, y - height * 0.45) / 260)
      const bottle = Math.abs(x - width * 0.42) < 90 && y > height * 0.38 && y < height * 0.72
      const base = sky ? [236 - 90 * t, 150 + 40 * t, 170 + 30 * t] : [228, 224 - 20 * t, 220]
      const glass = bottle ? [-60, -20, 30] : [0, 0, 0]
      const i = (y * width + x) * 3
      for (let c = 0; c < 3; c++) {
        const value = (base[c] ?? 0) + (glass[c] ?? 0) + sun * 60 + noise()
        pixels[i + c] = Math.max(0, Math.min(255, value))
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 88 })
    .toBuffer()
}

async function addProjectFolder() {
  await rm(CONTENT, { recursive: true, force: true })
  await mkdir(CONTENT, { recursive: true })
  await cp('src/content/projects', CONTENT, { recursive: true })
  const folder = join(CONTENT, SLUG)
  await mkdir(folder)
  for (const locale of locales) {
    const { title, description, alt, full } = text[locale]
    // The shared fields once, in the default language's file; each language's texts in its own.
    const shared =
      locale === 'en'
        ? 'type: image\ncategory: product-photography\norder: 4\nfeatured: true\ncover: cover.jpg\n'
        : ''
    await writeFile(
      join(folder, `index.${locale}.md`),
      `---\ntitle: ${title}\ndescription: ${description}\n${shared}alt: ${alt}\n---\n\n${full}\n`,
    )
  }
  await writeFile(join(folder, 'cover.jpg'), await photograph())
}

/** The folder added to a copy of the content, and `npm run build` of it into its own folder. */
export async function buildAddedProjectSite() {
  await addProjectFolder()
  execFileSync(process.execPath, ['src/build/build.mjs', OUT, CONTENT], { stdio: 'ignore' })
}
