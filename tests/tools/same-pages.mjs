// The pages-identical check (issue 58): every prerendered page of two builds, compared byte for
// byte with the built files' hashes left out (`/assets/index-BHVkIkMk.js` → `/assets/index.js`).
// Build once before a change and keep a copy of dist, build again after, then
//
//   npm run check:pages -- <before-dist> [after-dist]
//
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const [before, after = 'dist'] = process.argv.slice(2)
if (!before) throw new Error('usage: node tests/tools/same-pages.mjs <before-dist> [after-dist]')

const pages = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((page) => !page.startsWith('admin/'))
const unhashed = (dir, page) =>
  readFileSync(join(dir, page), 'utf8').replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\./g, '$1.')

const both = new Set([...pages(before), ...pages(after)])
const differing = [...both].filter((page) => {
  try {
    return unhashed(before, page) !== unhashed(after, page)
  } catch {
    return true // in one build only
  }
})
for (const page of differing) console.log(`differs: ${page}`)
console.log(`${both.size - differing.length} of ${both.size} pages identical (hashes aside)`)
process.exitCode = differing.length === 0 ? 0 : 1
