/**
 * Draws the demo's original artwork:
 *   src/content/projects/<slug>/cover.webp  (each demo project's master image, 4:3, 1600×1200)
 *   public/og-image.png                     (1200×630 social card)
 *
 * Run after changing a scene: `npm run images`. The build makes every size the pages use from
 * each project's cover (src/build/projectImages.ts); a real project's cover is a photograph or
 * a still the studio drops in its folder, not a scene drawn here.
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
const projectsDir = new URL('src/content/projects/', root)
/** The scenes are drawn 1200 wide: the covers are rendered at 4/3 of that, 1600 × 1200. */
const COVER_DENSITY = 72 * (1600 / 1200)

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

async function writeProjectCovers() {
  const masters = {}
  for (const [slug, draw] of Object.entries(scenes)) {
    const master = await sharp(Buffer.from(draw()), { density: COVER_DENSITY }).png().toBuffer()
    masters[slug] = master
    const cover = new URL(`${slug}/cover.webp`, projectsDir)
    await mkdir(new URL(`${slug}/`, projectsDir), { recursive: true })
    await sharp(master).webp({ quality: 90, effort: 6 }).toFile(cover.pathname)
    const { width, height } = await sharp(cover.pathname).metadata()
    console.log(`${slug}/cover.webp: ${width}×${height}, ${await kilobytes(cover)}`)
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

await writeSocialCard(await writeProjectCovers())
