import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { publishedProjects } from '../publishedProjects'

/**
 * The W3C's Nu checker (vnu-jar, on the machine's Java) finds no error in any page the build
 * prerendered (issue 57: `readonly` on the comparison's range). Reads dist/: run after
 * `npm run build`, as `npm test` does.
 */
const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'))
const pages = readdirSync('dist', { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.html'))
  .map((name) => join('dist', name))

it('every prerendered page is valid HTML, a project page with a comparison included', () => {
  const compared = publishedProjects.find(({ en }) => en.originalAlt !== undefined)
  const comparisonPage = join('dist', 'project-pages', 'en', `${compared?.slug}.html`)
  expect(existsSync(comparisonPage), `${comparisonPage} (run npm run build)`).toBe(true)
  expect(pages).toContain(comparisonPage)

  // The JIT's first tier and one GC thread: half the CPU of Java's defaults for a run this short.
  const java = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m', '-jar', vnuJar]
  const run = spawnSync('java', [...java, '--errors-only', '--format', 'gnu', ...pages], {
    encoding: 'utf8',
  })
  expect(run.error).toBeUndefined()
  // One line per error, on standard error; nothing when every page is valid.
  expect(run.stderr.split('\n').filter(Boolean)).toEqual([])
  expect(run.status).toBe(0)
}, 120_000)
