// Build-time only (Node): the browser editor's page, its files and its headers. The editor is
// Sveltia CMS, self-hosted from its npm package (nothing loaded from a CDN), at EDITOR_PATH on
// the deployed site (written into dist/ by `editorFiles`, tools/editor/editorPlugin.ts) and on the
// dev server (`npm run edit`). No visitor page links to it or loads any of it.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { stringify } from 'yaml'
import { editorConfig } from './editorConfig.ts'
import { EDITOR_PATH } from './editorSite.ts'

/**
 * The editor's own page: Sveltia CMS's script, told where its configuration is (an absolute
 * address: the platform serves the page at /admin, without a trailing slash).
 */
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Unreal Studio projects</title>
    <link href="${EDITOR_PATH}/config.yml" type="application/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${EDITOR_PATH}/sveltia-cms.js"></script>
  </body>
</html>
`

const require = createRequire(import.meta.url)

/** A package's folder in node_modules (its exported entry's folder, or its parent's). */
const packageDir = (name: string, up = 0) => {
  let dir = dirname(require.resolve(name))
  for (let step = 0; step < up; step++) dir = dirname(dir)
  return dir
}

/**
 * The fonts Sveltia CMS loads from Fontsource's CDN, `…/fontsource/fonts/<font>[:vf]@<version>/
 * <file>`: the same files from Fontsource's npm packages (`@fontsource/<font>`, or
 * `@fontsource-variable/<font>` for `:vf`), served beside the editor.
 */
const FONT_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[\d.]+\/([a-z0-9-]+\.woff2)/g

/**
 * Sveltia CMS's browser bundle from node_modules, without the source map it names, its fonts
 * read from the site; and those fonts, by their path under the site's root.
 */
async function editorScript() {
  // The package exports its npm entry (npm/index.js) only; the browser bundle is beside it.
  const bundle = join(packageDir('@sveltia/cms', 1), 'dist/sveltia-cms.js')
  const fonts = new Map<string, Buffer>()
  let script = (await readFile(bundle, 'utf8')).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')
  for (const [url, font = '', variable, file = ''] of script.matchAll(FONT_URL)) {
    const name = `${font}-${file}`
    const from = `@fontsource${variable ? '-variable' : ''}/${font}`
    fonts.set(
      `${EDITOR_PATH.slice(1)}/fonts/${name}`,
      await readFile(join(packageDir(from), 'files', name)),
    )
    script = script.replaceAll(url, `${EDITOR_PATH}/fonts/${name}`)
  }
  return { script, fonts }
}

/** The editor's files, by their path under the site's root: the page, its script, its config. */
export async function editorFiles(projectsDir?: string): Promise<Map<string, string | Buffer>> {
  const { script, fonts } = await editorScript()
  return new Map<string, string | Buffer>([
    [`${EDITOR_PATH.slice(1)}/index.html`, page],
    [`${EDITOR_PATH.slice(1)}/sveltia-cms.js`, script],
    [`${EDITOR_PATH.slice(1)}/config.yml`, stringify(editorConfig(projectsDir))],
    ...fonts,
  ])
}
