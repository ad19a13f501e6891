// The site's build, its three steps in one place: `vite build` (the client and Vite's manifest,
// into outDir), `vite build --ssr` (the renderer, into `${outDir}-ssr`) and tools/prerender/prerender.mjs
// (every page, _headers, sitemap.xml and robots.txt, into outDir; it removes the renderer).
//
//   node tools/build.mjs [outDir] [projectsDir] [wordsDir]
//
// outDir defaults to dist; projectsDir, the project folders to build (PROJECTS_DIR,
// tools/projectsContent.ts), to src/content/projects; wordsDir, the folder of each
// language's words (home and pages, SITE_WORDS_DIR, tools/siteContent.ts), to
// src/content/site. Run by `npm run build`, `npm run build:many-projects` and
// tests/e2e/project-added.spec.ts (the site its editor session saved).
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const [outDir = 'dist', projectsDir, wordsDir] = process.argv.slice(2)
const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
)
const env = {
  ...process.env,
  ...(projectsDir && { PROJECTS_DIR: projectsDir }),
  ...(wordsDir && { SITE_WORDS_DIR: wordsDir }),
}
const run = (...args) => {
  const { status } = spawnSync(process.execPath, args, { env, stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

run(vite, 'build', '--outDir', outDir)
run(vite, 'build', '--ssr', 'tools/prerender/entry-server.tsx', '--outDir', `${outDir}-ssr`)
run('tools/prerender/prerender.mjs', outDir)
