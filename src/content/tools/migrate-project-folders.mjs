// One-off: moves project folders from the layout before issue 48 (project.yml, en.md, es.md,
// cover.*, loop.*, gallery/ in file-name order with each language's alts keyed by file name) to
// the layout the build and the browser editor read and write (index.en.md with the shared fields,
// index.es.md, media named in the front matter). Pictures and clips stay where they are; the
// YAML is written as the editor writes it (src/admin/editorConfig.ts), fields in the form's order,
// so the editor's first save of a migrated project changes only what was edited.
//
//   node src/content/tools/migrate-project-folders.mjs <projects dir> [<projects dir> …]
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { defaultLocale, locales } from '../../../shared/locales.ts'
import { BODY, FIELD_ORDER, languageFile, projectFields } from '../projectSchema.ts'

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/

/** YAML as Sveltia CMS writes it (its formatYAML with the default output options). */
const yaml = (value) =>
  stringify(value, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()

/** `fields` in the form's order, then any field the order does not name. */
function ordered(fields) {
  const known = FIELD_ORDER.filter((key) => key in fields && key !== BODY)
  const rest = Object.keys(fields).filter((key) => !FIELD_ORDER.includes(key))
  return Object.fromEntries([...known, ...rest].map((key) => [key, fields[key]]))
}

async function migrate(dir) {
  const names = await readdir(dir)
  if (!names.includes('project.yml')) return false
  const shared = parse(await readFile(join(dir, 'project.yml'), 'utf8')) ?? {}
  const cover = names.find((name) => /^cover\.(jpe?g|png|webp)$/.test(name))
  const loop = names.find((name) => /^loop\.(mp4|mov|m4v|webm)$/.test(name))
  const gallery = names.includes('gallery')
    ? (await readdir(join(dir, 'gallery')))
        .filter((name) => !name.startsWith('.'))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : []
  for (const locale of locales) {
    const [, head = '', body = ''] = FRONT_MATTER.exec(
      await readFile(join(dir, `${locale}.md`), 'utf8'),
    )
    const { gallery: alts = {}, ...texts } = parse(head) ?? {}
    const own = {
      ...texts,
      ...(gallery.length > 0
        ? { gallery: gallery.map((file) => ({ image: `gallery/${file}`, alt: alts[file] })) }
        : {}),
    }
    const fields =
      locale === defaultLocale
        ? { ...shared, cover, ...(loop ? { loop } : {}), ...own }
        : Object.fromEntries(
            Object.entries(own).filter(([key]) => !Object.hasOwn(projectFields.shared, key)),
          )
    await writeFile(
      join(dir, languageFile(locale)),
      `---\n${yaml(ordered(fields))}\n---\n\n${body.trim()}\n`,
    )
    await rm(join(dir, `${locale}.md`))
  }
  await rm(join(dir, 'project.yml'))
  return true
}

for (const root of process.argv.slice(2)) {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (entry.isDirectory() && (await migrate(join(root, entry.name)))) {
      console.log(`${join(root, entry.name)}: migrated`)
    }
  }
}
