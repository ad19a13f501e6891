// Build-time only (Node): the ffmpeg that `npm ci` installs (@ffmpeg-installer/ffmpeg: a static
// build inside the npm package of each platform), how to run it, and what it says of a clip.
import { spawn } from 'node:child_process'
import { access, chmod, constants } from 'node:fs/promises'

let found: Promise<string> | undefined

/**
 * The path of ffmpeg, executable. The package sets the file's mode in a postinstall script,
 * which `.npmrc`'s `ignore-scripts` skips: where the tarball did not keep the mode, it is set
 * here.
 */
export function ffmpegPath(): Promise<string> {
  found ??= (async () => {
    let path: string
    try {
      // It throws when the package for this platform is not installed.
      path = (await import('@ffmpeg-installer/ffmpeg')).default.path
    } catch (error) {
      throw new Error(
        `ffmpeg, which makes the project loops, is not installed for ${process.platform}-${process.arch} (@ffmpeg-installer/ffmpeg: ${String(error)}); run npm ci`,
      )
    }
    try {
      await access(path, constants.X_OK)
    } catch {
      await chmod(path, 0o755)
    }
    return path
  })()
  return found
}

/** Runs ffmpeg with `args`; resolves with its exit code and what it wrote to stderr. */
export async function runFfmpeg(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(await ffmpegPath(), ['-hide_banner', '-nostdin', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk: string) => {
    // Enough for the header ffmpeg prints first; the rest is progress.
    if (stderr.length < 64_000) stderr += chunk
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

/** What ffmpeg reads of a clip: its length and its first video stream's size and frame rate. */
export type ClipProbe = { duration: number; width: number; height: number; fps?: number }

/**
 * Reads a clip's header with `ffmpeg -i` (ffmpeg, not ffprobe, is what the package ships) and
 * parses what it prints: `Duration: 00:00:06.00` and `Stream #0:0…: Video: h264 …, 960x720 …,
 * 24 fps`. Undefined when it is no video ffmpeg can read.
 */
export async function probeClip(path: string): Promise<ClipProbe | undefined> {
  const { stderr } = await runFfmpeg(['-i', path])
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr)
  const video = /Stream #\d+:\d+[^\n]*?: Video: ([^\n]*)/.exec(stderr)?.[1] ?? ''
  const size = /(?:^|[ ,])(\d{2,5})x(\d{2,5})(?=[ ,\]]|$)/.exec(video)
  if (!duration || !size) return undefined
  const [, hours = '0', minutes = '0', seconds = '0'] = duration
  const fps = /([\d.]+) fps/.exec(video)?.[1]
  return {
    duration: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds),
    width: Number(size[1]),
    height: Number(size[2]),
    ...(fps ? { fps: Number(fps) } : {}),
  }
}
