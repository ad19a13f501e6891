import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { siteCollection } from '../admin/siteCollections'
import { checkSite, SiteContentError } from './readSite'
import { fieldOf, type EditorField } from '../admin/editorConfig'
import { projectFields } from './projectSchema'
import { REQUIRED, SITE_DIR, type SiteWords } from './siteSchema'

type Home = SiteWords['home']

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A copy of the studio's words, with one file changed by `change`; what the build says of it. */
function problemsAfter<Words = Home>(file: string, change: (words: Words) => void) {
  root = mkdtempSync(join(tmpdir(), 'site-words-'))
  cpSync(SITE_DIR, join(root, SITE_DIR), { recursive: true })
  for (const file of ['wrangler.jsonc', 'shared/studio.json']) cpSync(file, join(root, file))
  const path = join(root, file)
  const words = JSON.parse(readFileSync(path, 'utf8')) as Words
  change(words)
  writeFileSync(path, JSON.stringify(words))
  try {
    checkSite(root)
  } catch (error) {
    if (error instanceof SiteContentError) return error.problems
    throw error
  }
  return []
}

describe("the studio's words", () => {
  it('as they are, pass the build', () => {
    expect(() => checkSite()).not.toThrow()
  })

  it.each([
    [
      'a Spanish service without its title',
      (words: Home) =>
        delete (words.services.list[1] as Partial<Home['services']['list'][1]>).title,
      'Services section › Services 2 › Title: This field is required.',
    ],
    [
      'an empty Spanish hero title',
      (words: Home) => (words.hero.title = '  '),
      'Hero › Title: This field is required.',
    ],
    [
      'a Spanish service out of the English order',
      (words: Home) => Object.assign(words.services.list[1] ?? {}, { id: 'music-videos' }),
      'Services section › Services 2 › Id: must be commercials, as in src/content/site/home.en.json',
    ],
  ])('refuse %s, naming the field by its labels', (_, change, problem) => {
    expect(problemsAfter('src/content/site/home.es.json', change)).toEqual([
      `src/content/site/home.es.json: ${problem}`,
    ])
  })

  it('refuse a page description longer than search engines show, in the editor’s words', () => {
    const problems = problemsAfter<SiteWords['pages']>('src/content/site/pages.es.json', (pages) =>
      Object.assign(pages.ai, { description: 'x'.repeat(161) }),
    )
    expect(problems).toEqual([
      'src/content/site/pages.es.json: How we use AI page › Description: You cannot enter more than 160 characters.',
    ])
  })

  it('refuse a studio email that is not the address the Worker delivers messages to, saying where that is', () => {
    const problems = problemsAfter('shared/studio.json', (studio) =>
      Object.assign(studio, { email: 'studio@example.com' }),
    )
    expect(problems).toEqual([
      "shared/studio.json: Email shown: is studio@example.com, but messages are delivered to hello@unrealstudio.example (wrangler.jsonc, send_email's destination_address): change that one too, so both say the same (docs/messages.md)",
    ])
  })

  type Names = { list: { key: string; en: string; es: string }[] }
  it.each([
    [
      'categories.json',
      'a category without its Spanish name',
      (names: Names) => delete (names.list[1] as Partial<Names['list'][1]>).es,
      'Categories 2 › Spanish: This field is required.',
    ],
    [
      'creditRoles.json',
      'a role with an empty English name',
      (names: Names) => Object.assign(names.list[0] ?? {}, { en: ' ' }),
      'Roles 1 › English: This field is required.',
    ],
    [
      'creditRoles.json',
      'a role whose key is twice',
      (names: Names) => names.list.push({ key: 'edit', en: 'Cut', es: 'Corte' }),
      'Roles: each key once: edit is twice',
    ],
  ])('in %s refuse %s', (file, _, change, problem) => {
    const path = `${SITE_DIR}/${file}`
    expect(problemsAfter<Names>(path, change)).toEqual([`${path}: ${problem}`])
  })

  it("offer the project's form every category and role of their files, by its English name", () => {
    const options = (file: string) =>
      (JSON.parse(readFileSync(`${SITE_DIR}/${file}`, 'utf8')) as Names).list.map(
        ({ key, en }) => ({ label: en, value: key }),
      )
    const { shared } = projectFields as unknown as { shared: Record<string, object> }
    expect(fieldOf('category', shared.category ?? {}, false).options).toEqual(
      options('categories.json'),
    )
    const credits = fieldOf('credits', shared.credits ?? {}, false).fields as EditorField[]
    expect(credits.find((field) => field.name === 'role')?.options).toEqual(
      options('creditRoles.json'),
    )
  })

  it("are refused by the build in the editor's own words", () => {
    // Sveltia CMS's English message for a required field left empty.
    const sveltia = JSON.parse(
      readFileSync('node_modules/@sveltia/cms/locales/en-US.json', 'utf8'),
    ) as { validation: { value_missing: string; too_long: string } }
    expect(REQUIRED).toBe(sveltia.validation.value_missing)
    // And for a text over its length (Sveltia's message, its count filled in).
    expect(sveltia.validation.too_long).toContain('You cannot enter more than {$max} characters.')
  })

  it('have an editor form that asks for every text in each language, by the same labels', () => {
    type Field = EditorField & { fields?: Field[] }
    const [home] = siteCollection(fieldOf).files as { file: string; fields: Field[] }[]
    expect(home?.file).toBe('src/content/site/home.{{locale}}.json')
    const services = home?.fields.find((field) => field.name === 'services')
    const list = services?.fields?.find((field) => field.name === 'list')
    expect(list).toMatchObject({
      label: 'Services',
      label_singular: 'Service',
      widget: 'list',
      i18n: true,
    })
    expect(list?.fields).toEqual([
      expect.objectContaining({ name: 'id', i18n: 'duplicate', widget: 'string' }),
      expect.objectContaining({ name: 'icon', i18n: 'duplicate', widget: 'select' }),
      { name: 'title', label: 'Title', i18n: true, widget: 'string' },
      { name: 'description', label: 'Description', i18n: true, widget: 'text' },
    ])
  })
})
