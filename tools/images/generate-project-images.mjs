/**
 * Draws the demo's original artwork:
 *   src/content/projects/<slug>/cover.webp  (each demo project's master image, 4:3, 1600×1200)
 *   src/content/projects/<slug>/original.webp (what the AI started from, where a demo has one:
 *                                            Lumen Serum's packshot, 1600×1200)
 *   src/content/projects/<slug>/gallery/    (details of the same scene, 1600×1200 WebP; their
 *                                            alts are written in index.en.md and index.es.md)
 *   src/content/projects/<slug>/loop.mp4    (its master clip: a slow push into the scene that
 *                                            eases back, 6 s at 24 fps, 960×720, H.264)
 *   public/og-image.png                     (1200×630 social card)
 *
 * Run after changing a scene: `npm run images` (every scene), or `npm run images -- <slug>…`
 * (those projects only, and not the social card). The build makes every size the pages use from
 * each project's cover (tools/projectImages.ts); a real project's cover is a photograph or
 * a still the studio drops in its folder, not a scene drawn here.
 * Not imported by the app. The brand name and tagline are read from the site's own
 * content modules so the card never disagrees with the page.
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, rm, stat } from 'node:fs/promises'
import sharp from 'sharp'
import { ffmpegPath } from '../ffmpeg.ts'
import { casaMarea } from './scenes/casaMarea.mjs'
import { hallOfEchoes } from './scenes/hallOfEchoes.mjs'
import { lumenSerum } from './scenes/lumenSerum.mjs'
import { neonRequiem } from './scenes/neonRequiem.mjs'
import { socialCard } from './scenes/socialCard.mjs'
import { SCENE } from './scenes/svg.mjs'

const root = new URL('../../../', import.meta.url)
const projectsDir = new URL('src/content/projects/', root)
/** The covers are rendered 1600 × 1200 from a scene (`SCENE`, 1200 wide): at 4/3 its density. */
const COVER_DENSITY = 72 * (1600 / SCENE.width)

/** The projects named on the command line, or every one. */
const only = process.argv.slice(2)
const chosen = (table) =>
  Object.entries(table).filter(([slug]) => only.length === 0 || only.includes(slug))

const scenes = {
  'neon-requiem': neonRequiem,
  'casa-marea': casaMarea,
  'hall-of-echoes': hallOfEchoes,
  'lumen-serum': lumenSerum,
}

/** The social card shows these three scenes. */
const CARD_SCENES = ['neon-requiem', 'casa-marea', 'hall-of-echoes']

/** The originals the AI started from, drawn in the same frame as their scene. */
const originals = {
  'lumen-serum': () => lumenSerum({ setting: 'packshot' }),
}

/**
 * Each scene's gallery: the file and the part of the scene it shows (x, y, width, height in the
 * scene's units, 4:3). Each project's index.en.md lists them in order; index.en.md and index.es.md give each its alt.
 */
const details = {
  'neon-requiem': {
    '1-figure.webp': [450, 555, 400, 300],
    '2-pink-sign.webp': [30, 0, 420, 315],
    '3-cyan-sign.webp': [640, 60, 440, 330],
  },
  'casa-marea': {
    '1-terraces.webp': [0, 210, 600, 450],
    '2-sunset.webp': [645, 315, 552, 414],
    '3-shore.webp': [720, 540, 480, 360],
  },
  'hall-of-echoes': {
    '1-figure.webp': [420, 240, 360, 270],
    '2-amphora.webp': [720, 255, 400, 300],
    '3-bust.webp': [40, 120, 520, 390],
  },
}

/**
 * Where each scene's camera pushes in to: a point of the scene (in its units), and how far
 * (1.18: the frame narrows to 1/1.18 of the scene at the loop's middle).
 */
const pushes = {
  'neon-requiem': { focus: [640, 640], zoom: 1.2 },
  'casa-marea': { focus: [880, 420], zoom: 1.18 },
  'hall-of-echoes': { focus: [600, 420], zoom: 1.2 },
}

const LOOP = { width: 960, height: 720, fps: 24, seconds: 6 }

/** The scene's SVG showing only `frame` ([x, y, width, height]), drawn `width`×`height`. */
function framed(svg, [x, y, w, h], width, height) {
  return svg.replace(
    /^<svg([^>]*?) width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
    `<svg$1 width="${width}" height="${height}" viewBox="${x} ${y} ${w} ${h}"`,
  )
}

async function writeGalleries() {
  for (const [slug, draw] of chosen(scenes)) {
    if (!details[slug]) continue
    const svg = draw()
    const dir = new URL(`${slug}/gallery/`, projectsDir)
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    for (const [file, frame] of Object.entries(details[slug])) {
      const out = new URL(file, dir)
      await sharp(Buffer.from(framed(svg, frame, 1600, 1200)))
        .webp({ quality: 85, effort: 6 })
        .toFile(out.pathname)
      console.log(`${slug}/gallery/${file}: 1600×1200, ${await kilobytes(out)}`)
    }
  }
}

/**
 * The camera at `t` (0 to 1 over the loop): it pushes in towards the focus and eases back, the
 * same at both ends and still there, so the loop has no seam.
 */
function cameraAt(t, { focus, zoom }) {
  const { width: sceneWidth, height: sceneHeight } = SCENE
  const ease = (1 - Math.cos(2 * Math.PI * t)) / 2
  const scale = 1 + (zoom - 1) * ease
  const w = sceneWidth / scale
  const h = sceneHeight / scale
  // The frame's centre moves towards the focus as it narrows, and never leaves the scene.
  const centre = (size, frameSize, point) =>
    Math.min(Math.max(size / 2 + (point - size / 2) * ease, frameSize / 2), size - frameSize / 2)
  const x = centre(sceneWidth, w, focus[0]) - w / 2
  const y = centre(sceneHeight, h, focus[1]) - h / 2
  return [x, y, w, h].map((value) => Math.round(value * 1000) / 1000)
}

/** Writes `<slug>/loop.mp4`: each frame drawn by sharp, piped raw into ffmpeg. */
async function writeLoop(slug, svg) {
  const out = new URL(`${slug}/loop.mp4`, projectsDir)
  const { width, height, fps, seconds } = LOOP
  const encoder = spawn(
    await ffmpegPath(),
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${width}x${height}`, '-r', `${fps}`],
      ...['-i', '-', '-c:v', 'libx264', '-preset', 'slow', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', out.pathname],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  )
  const done = new Promise((resolve, reject) => {
    encoder.on('error', reject)
    encoder.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg stopped (${code}) making ${slug}`)),
    )
  })
  const frames = fps * seconds
  const started = Date.now()
  for (let index = 0; index < frames; index += 1) {
    const frame = cameraAt(index / frames, pushes[slug])
    const pixels = await sharp(Buffer.from(framed(svg, frame, width, height)))
      .removeAlpha()
      .raw()
      .toBuffer()
    if (!encoder.stdin.write(pixels))
      await new Promise((resolve) => encoder.stdin.once('drain', resolve))
  }
  encoder.stdin.end()
  await done
  const took = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `${slug}/loop.mp4: ${width}×${height}, ${frames} frames, ${await kilobytes(out)} (${took} s)`,
  )
}

async function kilobytes(url) {
  return `${((await stat(url)).size / 1024).toFixed(1)} KB`
}

/** Each chosen scene's original (where it has one) as `<slug>/original.webp`, 1600×1200. */
async function writeOriginals() {
  for (const [slug, draw] of chosen(originals)) {
    const out = new URL(`${slug}/original.webp`, projectsDir)
    await sharp(Buffer.from(draw()), { density: COVER_DENSITY })
      .webp({ quality: 90, effort: 6 })
      .toFile(out.pathname)
    console.log(`${slug}/original.webp: ${await kilobytes(out)}`)
  }
}

async function writeProjectCovers() {
  const masters = {}
  for (const [slug, draw] of chosen(scenes)) {
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
    CARD_SCENES.map((slug) => masters[slug]).map(async (master) => {
      const jpeg = await sharp(master).resize({ width: 600 }).jpeg({ quality: 88 }).toBuffer()
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`
    }),
  )
  const { hero } = JSON.parse(
    await readFile(new URL('src/content/site/home.en.json', root), 'utf8'),
  )
  const svg = socialCard({
    brand: JSON.parse(await readFile(new URL('shared/studio.json', root), 'utf8')).brandName,
    eyebrow: hero.eyebrow,
    tagline: hero.title,
    thumbnails,
  })
  const out = new URL('public/og-image.png', root)
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, effort: 10, palette: true, quality: 92 })
    .toFile(out.pathname)
  console.log(`og-image.png: ${await kilobytes(out)}`)
}

const masters = await writeProjectCovers()
if (only.length === 0) await writeSocialCard(masters)
await writeOriginals()
await writeGalleries()
for (const [slug, draw] of chosen(scenes)) if (pushes[slug]) await writeLoop(slug, draw())
