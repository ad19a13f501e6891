import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')
/** The docs a person reads: the README and every page under docs/. */
const docs = tracked.filter((path) => /^(README|docs\/[^/]+)\.md$/.test(path))
const trackedNames = new Set(tracked.map((path) => basename(path)))
/** What a path that names this repository starts with. */
const roots = new Set(tracked.map((path) => path.split('/')[0]))
/** Made by the build or the tools, not kept in the repository. */
const made = /^(dist|dist-[\w-]+|node_modules|\.wrangler|test-results|playwright-report)\//

/**
 * Every path of this repository that `doc` (in `dir`) names, in a link or in code, which does
 * not exist: a path from the repository's root or from the doc's folder, or a file's bare name
 * that no file has.
 */
function stalePaths(doc: string, dir: string): string[] {
  // A fenced block shows an example (a folder to make, a build's output), not a path that is.
  const text = doc.replace(/^```[\s\S]*?^```/gm, '')
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '')
  const code = [...text.matchAll(/`([^`]+)`/g)].flatMap((match) =>
    (match[1] ?? '').split(/\s+/).map((word) => word.replace(/^["'(]+|["')]+$/g, '')),
  )
  const stale = new Set<string>()
  for (const found of [...links, ...code]) {
    const path = found.replace(/[#:].*$/, '').replace(/[.,;]$/, '')
    if (!path || /^[a-z]+:|^\/|[*<>…]|^\.\.\.|^@/.test(found) || made.test(path)) continue
    const link = links.includes(found)
    if (!link && !path.includes('/')) {
      if (/\.(tsx?|mjs|jsonc?|md|sql|sh|yml)$/.test(path) && !trackedNames.has(path)) {
        stale.add(path)
      }
      continue
    }
    const fromDoc = join(dir, path)
    if (existsSync(path) || existsSync(fromDoc)) continue
    if (link || roots.has(path.split('/')[0] ?? '')) stale.add(path)
  }
  return [...stale]
}

describe('the paths the docs name', () => {
  it.each(docs)('%s names no path that does not exist', (doc) => {
    expect(stalePaths(readFileSync(doc, 'utf8'), dirname(doc))).toEqual([])
  })

  it('finds a stale path planted in a doc, in code, in a link and as a bare file name', () => {
    const planted = `The hand-over starts in \`src/handover/loadLater.ts\` (\`src/lib/\`, React's
      \`react-dom/client\`, \`/api/contact\`), see [the log](performance-log.md) and [deploy](deploy.md),
      and \`contactSending.test.ts\` beside \`contactDraft.test.ts\`.`
    expect(stalePaths(planted, 'docs')).toEqual([
      'performance-log.md',
      'src/handover/loadLater.ts',
      'contactSending.test.ts',
    ])
  })
})
