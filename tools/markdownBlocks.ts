// Build-time only (Node): a page the studio writes in Markdown, read when the site is built.
// Registered in vite.config.ts, never imported by the app.
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { richBlocks } from './content/parseRichText.ts'

/** What an import asks for with `?blocks` (`import en from './en.md?blocks'`). */
const QUERY = '?blocks'

/**
 * `import words from './page.md?blocks'`: the file's headings, paragraphs and lists as the small
 * tree of src/content/richText.ts (`richBlocks`), made here, so no page parses Markdown in the
 * visitor's browser and the parser never reaches it. The dev server reloads the page when the
 * file changes, as for any module.
 */
export function markdownBlocks(): Plugin {
  return {
    name: 'unreal:markdown-blocks',
    async load(id) {
      if (!id.endsWith(`.md${QUERY}`)) return undefined
      const path = id.slice(0, -QUERY.length)
      this.addWatchFile(path)
      return `export default ${JSON.stringify(richBlocks(await readFile(path, 'utf8')))}`
    },
  }
}
