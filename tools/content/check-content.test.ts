import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, expect, it } from 'vitest'
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

const copies: string[] = []
afterAll(() => Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true }))))

it("accepts the studio's projects as the build does", async () => {
  const { code, output } = await check(PROJECTS_DIR)
  expect(output).toMatch(/project folders in .*: the build accepts them/)
  expect(code).toBe(0)
})

it('fails on a project broken by hand, naming its file and the field by its label', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'check-content-'))
  copies.push(dir)
  await cp(join(PROJECTS_DIR, 'casa-marea'), join(dir, 'casa-marea'), { recursive: true })
  const spanish = join(dir, 'casa-marea', 'index.es.md')
  // The Spanish cover alt text (its key is alt) deleted by hand: named as the editor labels it.
  const text = await readFile(spanish, 'utf8')
  await writeFile(spanish, text.replace(/^alt: .*\n/m, ''))
  const { code, output } = await check(dir)
  // The folder as the script names it, relative to where it runs: its own name, file and field.
  expect(output).toContain(`${basename(dir)}/casa-marea/index.es.md: Cover alt text is missing`)
  expect(code).toBe(1)
})
