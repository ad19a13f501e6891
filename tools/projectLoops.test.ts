import { mkdtemp, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { probeClip, runFfmpeg } from './ffmpeg'
import { LOOP_SECONDS, projectLoop } from './projectLoops'

let dir = ''
let clip = ''
/** What `ffmpeg -i` says of a file: its streams, one line each. */
const streamsOf = async (file: string) =>
  (await runFfmpeg(['-i', file])).stderr.split('\n').filter((line) => line.includes('Stream #'))

beforeAll(async () => {
  dir = await mkdtemp(join(process.cwd(), 'node_modules/.cache/project-loops-tests-'))
  clip = join(dir, 'loop.mov')
  // A 1 s master as a studio might export it: 1280×720 at 30 fps, with sound.
  const { code, stderr } = await runFfmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=30:duration=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip],
  ])
  expect(code, stderr).toBe(0)
}, 30_000)
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the loops the build makes of a clip', () => {
  it('reads the clip (its length, size and frame rate), makes VP9 in WebM and H.264 (Main) in MP4, 640 px wide, 24 fps, silent; once', async () => {
    const probe = await probeClip(clip)
    expect(probe).toMatchObject({ width: 1280, height: 720, fps: 30 })
    expect(probe?.duration).toBeCloseTo(1, 0)
    expect(await probeClip(join(dir, 'none.mp4'))).toBeUndefined()
    const loop = await projectLoop(clip, join(dir, 'cache'))
    expect(loop).toMatchObject({ width: 640, height: 360 })
    const webm = await streamsOf(join(loop.dir, loop.files.webm))
    const mp4 = await streamsOf(join(loop.dir, loop.files.mp4))
    expect(webm).toEqual([expect.stringMatching(/Video: vp9.*yuv420p.*640x360.*24 fps/)])
    expect(mp4).toEqual([expect.stringMatching(/Video: h264 \(Main\).*yuv420p.*640x360.*24 fps/)])
    const made = (await stat(join(loop.dir, loop.files.webm))).mtimeMs
    const again = await projectLoop(clip, join(dir, 'cache'))
    expect(again).toEqual(loop)
    expect((await stat(join(again.dir, again.files.webm))).mtimeMs).toBe(made)
  }, 30_000)

  it('cuts a clip longer than a loop to its first 12 s (a 13 s clip)', async () => {
    const long = join(dir, 'long.mp4')
    const { code, stderr } = await runFfmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=64x36:rate=2:duration=13'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', long],
    ])
    expect(code, stderr).toBe(0)
    const loop = await projectLoop(long, join(dir, 'cache'))
    for (const file of [loop.files.webm, loop.files.mp4])
      expect((await probeClip(join(loop.dir, file)))?.duration, file).toBeCloseTo(LOOP_SECONDS, 0)
  }, 30_000)
})
