import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'

/** Where the twins live in the build, served beside the pages: `dist/perf-twin`. */
const twinDir = 'dist/perf-twin'

/**
 * The floor under both: a page of one paragraph, with no style sheet and no script. What Lighthouse
 * reports for it is the machine's own noise.
 */
export const minimalPage = '/perf-twin/minimal'

const minimalHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A minimal page."><title>Minimal page</title></head>' +
  '<body><main><h1>Minimal page</h1><p>One paragraph, no style sheet, no script.</p></main></body></html>'

/** The address of a page's twin, e.g. `/` → `/perf-twin/home`, `/es` → `/perf-twin/es`. */
export const twinOf = (path) => `/perf-twin${path === '/' ? '/home' : path}`

/**
 * Writes each page's plain-HTML twin, the benchmarks' yardstick: its prerendered HTML with every
 * script removed, and the minimal page. Returns the function that removes them again.
 */
export async function writePlainTwins(paths) {
  for (const path of paths) {
    const html = await readFile(`dist${path === '/' ? '' : path}/index.html`, 'utf8')
    const target = `dist${twinOf(path)}`
    await mkdir(target, { recursive: true })
    await writeFile(`${target}/index.html`, html.replace(/<script\b[\s\S]*?<\/script>/g, ''))
  }
  await mkdir(`dist${minimalPage}`, { recursive: true })
  await writeFile(`dist${minimalPage}/index.html`, minimalHtml)
  return () => rm(twinDir, { recursive: true, force: true })
}
