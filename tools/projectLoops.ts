// Build-time only (Node): the web versions of a project's clip (`loop.mp4`, `.mov`, `.m4v` or
// `.webm` in its folder), made with ffmpeg and kept in a cache keyed by the clip's content, so a
// rebuild with an unchanged clip encodes nothing.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { probeClip, runFfmpeg } from './ffmpeg.ts'
import { exists, writeOnce } from './projectImages.ts'

/** Change it when the encoding below changes: every cached loop is made again. */
const PIPELINE = 'project-loops-1'

/** The width of a card's loop: a card is at most about 600 CSS px wide, and the loop is muted. */
const LOOP_WIDTH = 640
/** Frames a second, at most: the clip's own rate when lower. */
const LOOP_FPS = 24
/**
 * The longest loop, in seconds: a card plays a few seconds of a film, not the film. A longer clip
 * is cut to its first 12 s (the editor cannot measure a clip, so the build never refuses one).
 */
export const LOOP_SECONDS = 12

/** The web versions of one clip: `loop.webm` and `loop.mp4` in `dir`, and their size. */
export type ProjectLoopFiles = {
  dir: string
  width: number
  height: number
  files: { webm: string; mp4: string }
}

async function hashOfFile(path: string) {
  const hash = createHash('sha256').update(PIPELINE)
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex').slice(0, 32)
}

/**
 * ffmpeg's arguments shared by both encodings: no sound, 640 px wide, even height, ≤ 24 fps, the
 * first `LOOP_SECONDS` only.
 */
function pictureArgs(fps: number | undefined) {
  const filters = [
    // Never wider than the clip itself; both sides even, as 4:2:0 needs.
    `scale='min(${LOOP_WIDTH},trunc(iw/2)*2)':-2:flags=lanczos`,
    'setsar=1',
    ...(fps === undefined || fps > LOOP_FPS ? [`fps=${LOOP_FPS}`] : []),
    'format=yuv420p',
  ]
  const trimmed = ['-t', String(LOOP_SECONDS)]
  return [...trimmed, '-an', '-sn', '-dn', '-map_metadata', '-1', '-vf', filters.join(',')]
}

/** VP9 in WebM: constant quality, row-based threads and a speed that keeps 2 cores quick. */
const WEBM = [
  ...['-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0'],
  ...['-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-tile-columns', '1'],
  ...['-f', 'webm'],
]

/** H.264 in MP4: the Main profile every Safari plays, its index first so it starts at once. */
const MP4 = [
  ...['-c:v', 'libx264', '-crf', '27', '-preset', 'slow', '-profile:v', 'main', '-level', '3.1'],
  ...['-movflags', '+faststart', '-f', 'mp4'],
]

async function encode(clip: string, args: string[], out: string) {
  const { code, stderr } = await runFfmpeg(['-y', '-i', clip, ...args, '-threads', '2', out])
  if (code !== 0) {
    throw new Error(`ffmpeg could not make ${out} from ${clip}:\n${stderr.trim().slice(-2000)}`)
  }
}

/**
 * A clip's loop as every engine plays it: silent, at most 12 s (a longer clip's start), 640 px
 * wide (never wider than the clip), at most 24 frames a second, as VP9 in WebM and H.264 in MP4; from the cache when this clip was
 * encoded before. The schema (`readProjects.ts`) has checked that ffmpeg reads it.
 */
export async function projectLoop(clip: string, cacheDir: string): Promise<ProjectLoopFiles> {
  const dir = join(cacheDir, await hashOfFile(clip))
  if (!(await exists(join(dir, 'size.json')))) {
    await writeOnce(dir, async (into) => {
      const probe = await probeClip(clip)
      const picture = pictureArgs(probe?.fps)
      await encode(clip, [...picture, ...WEBM], join(into, 'loop.webm'))
      await encode(clip, [...picture, ...MP4], join(into, 'loop.mp4'))
      const made = await probeClip(join(into, 'loop.mp4'))
      if (!made) throw new Error(`ffmpeg made no readable loop from ${clip}`)
      await writeFile(
        join(into, 'size.json'),
        JSON.stringify({ width: made.width, height: made.height }),
      )
    })
  }
  const size = JSON.parse(await readFile(join(dir, 'size.json'), 'utf8')) as {
    width: number
    height: number
  }
  return { dir, ...size, files: { webm: 'loop.webm', mp4: 'loop.mp4' } }
}
