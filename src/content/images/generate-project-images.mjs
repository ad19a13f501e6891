/**
 * Draws the site's original artwork and writes it to `public/`:
 *   public/images/projects/<slug>-{480,800,1200}.{avif,webp}  (4:3, 1200×900 master)
 *   public/og-image.png                                       (1200×630 social card)
 *
 * Run after changing a scene: `node src/content/images/generate-project-images.mjs`.
 * Not imported by the app. The brand name and tagline are read from the site's own
 * content modules so the card never disagrees with the page.
 */
import { mkdir, readFile, stat } from 'node:fs/promises'
import sharp from 'sharp'
import { casaMarea } from './scenes/casaMarea.mjs'
import { hallOfEchoes } from './scenes/hallOfEchoes.mjs'
import { neonRequiem } from './scenes/neonRequiem.mjs'
import { socialCard } from './scenes/socialCard.mjs'

const root = new URL('../../../', import.meta.url)
const outDir = new URL('public/images/projects/', root)
/** Must match `PROJECT_IMAGE_WIDTHS` in src/components/ProjectImage.tsx. */
const WIDTHS = [480, 800, 1200]

const scenes = {
  'neon-requiem': neonRequiem,
  'casa-marea': casaMarea,
  'hall-of-echoes': hallOfEchoes,
}

/** Reads `'key': 'value'` (or `key: 'value'`) from a TypeScript content module. */
async function readString(file, key) {
  const source = await readFile(new URL(file, root), 'utf8')
  const escaped = key.replace(/[.]/g, '\\.')
  const match = source.match(new RegExp(`'?${escaped}'?:\\s*'([^']*)'`))
  if (!match) throw new Error(`${key} not found in ${file}`)
  return match[1]
}

async function kilobytes(url) {
  return `${((await stat(url)).size / 1024).toFixed(1)} KB`
}

async function writeProjectImages() {
  await mkdir(outDir, { recursive: true })
  const masters = {}
  for (const [slug, draw] of Object.entries(scenes)) {
    const master = await sharp(Buffer.from(draw())).png().toBuffer()
    masters[slug] = master
    for (const width of WIDTHS) {
      const resized = () => sharp(master).resize({ width })
      const avif = new URL(`${slug}-${width}.avif`, outDir)
      const webp = new URL(`${slug}-${width}.webp`, outDir)
      await resized().avif({ quality: 52, effort: 9 }).toFile(avif.pathname)
      await resized().webp({ quality: 76, effort: 6 }).toFile(webp.pathname)
      console.log(`${slug}-${width}: avif ${await kilobytes(avif)}, webp ${await kilobytes(webp)}`)
    }
  }
  return masters
}

async function writeSocialCard(masters) {
  const thumbnails = await Promise.all(
    Object.values(masters).map(async (master) => {
      const jpeg = await sharp(master).resize({ width: 600 }).jpeg({ quality: 88 }).toBuffer()
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`
    }),
  )
  const svg = socialCard({
    brand: await readString('src/content/site.ts', 'brandName'),
    eyebrow: await readString('src/i18n/en.ts', 'hero.eyebrow'),
    tagline: await readString('src/i18n/en.ts', 'hero.title'),
    thumbnails,
  })
  const out = new URL('public/og-image.png', root)
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, effort: 10, palette: true, quality: 92 })
    .toFile(out.pathname)
  console.log(`og-image.png: ${await kilobytes(out)}`)
}

await writeSocialCard(await writeProjectImages())
