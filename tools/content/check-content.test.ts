import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { expect, it, onTestFinished } from 'vitest'
import { PROJECTS_DIR } from './readProjects'

const SCRIPT = 'tools/content/check-content.mjs'

/** `npm run check:content` on `dir`: its exit code and what it printed. */
async function check(dir: string) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, dir])
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

it("accepts the studio's projects as the build does; fails on one broken by hand, naming its file and the field by its label", async () => {
  expect(await check(PROJECTS_DIR)).toEqual({
    code: 0,
    output: expect.stringMatching(/project folders in .*: the build accepts them/),
  })
  const dir = await mkdtemp(join(tmpdir(), 'check-content-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  await cp(join(PROJECTS_DIR, 'casa-marea'), join(dir, 'casa-marea'), { recursive: true })
  // The Spanish cover alt text (its key is alt) deleted by hand: named as the editor labels it.
  const spanish = join(dir, 'casa-marea', 'index.es.md')
  await writeFile(spanish, (await readFile(spanish, 'utf8')).replace(/^alt: .*\n/m, ''))
  // The folder as the script names it, relative to where it runs: its own name, file and field.
  expect(await check(dir)).toEqual({
    code: 1,
    output: expect.stringContaining(
      `${basename(dir)}/casa-marea/index.es.md: Cover alt text is missing`,
    ),
  })
})
