import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'

/** Where the twins live in the build, served beside the pages: `dist/perf-twin`. */
const twinDir = 'dist/perf-twin'

/** The address of a page's twin, e.g. `/` → `/perf-twin/home`, `/es` → `/perf-twin/es`. */
export const twinOf = (path) => `/perf-twin${path === '/' ? '/home' : path}`

/**
 * Writes each page's plain-HTML twin, the benchmarks' yardstick: its prerendered HTML with every
 * script removed. Returns the function that removes them again.
 */
export async function writePlainTwins(paths) {
  for (const path of paths) {
    const html = await readFile(`dist${path === '/' ? '' : path}/index.html`, 'utf8')
    const target = `dist${twinOf(path)}`
    await mkdir(target, { recursive: true })
    await writeFile(`${target}/index.html`, html.replace(/<script\b[\s\S]*?<\/script>/g, ''))
  }
  return () => rm(twinDir, { recursive: true, force: true })
}
