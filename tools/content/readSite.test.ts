import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { siteCollection } from '../editor/siteCollections'
import { checkSite, SiteContentError } from './readSite'
import { fieldOf, type EditorField } from '../editor/editorConfig'
import { projectFields } from '../../src/content/projectSchema'
import { REQUIRED, SITE_DIR, type SiteWords } from '../../src/content/siteSchema'
import { missingSpanishTitle, newService } from '../../tests/support/siteWords'

type Home = SiteWords['home']
const AI_DIR = 'src/content/ai'

let root = ''
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A copy of the studio's words, with one file's text changed by `change`; what the build says of it. */
function problemsWith(file: string, change: (text: string) => string) {
  root = mkdtempSync(join(tmpdir(), 'site-words-'))
  for (const path of [SITE_DIR, AI_DIR, 'wrangler.jsonc', 'shared/studio.json'])
    cpSync(path, join(root, path), { recursive: true })
  const path = join(root, file)
  writeFileSync(path, change(readFileSync(path, 'utf8')))
  try {
    checkSite(root)
  } catch (error) {
    if (error instanceof SiteContentError) return error.problems
    throw error
  }
  return []
}

/** As `problemsWith`, for a JSON file, its words changed in place by `change`. */
const problemsAfter = <Words = Home>(file: string, change: (words: Words) => void) =>
  problemsWith(file, (text) => {
    const words = JSON.parse(text) as Words
    change(words)
    return JSON.stringify(words)
  })

describe("the studio's words", () => {
  it('as they are, pass the build', () => {
    expect(() => checkSite()).not.toThrow()
  })

  /** A file's words: the home's, or a list (the services, categories, roles). */
  type Words = Home & { list: Record<string, unknown>[]; ai: object }
  const words = (name: string) => `${SITE_DIR}/${name}`
  // The service is the one the editor refuses to save (project-added.spec.ts), second here.
  // prettier-ignore
  it.each([
    [words('home.es.json'), 'an empty Spanish hero title',
      (w: Words) => (w.hero.title = '  '), 'Hero › Title: This field is required.'],
    [words('services.json'), 'a service added without its Spanish title',
      (w: Words) => w.list.splice(1, 0, { ...newService, title: { en: newService.title.en } }),
      `Services 2 › ${missingSpanishTitle.labels.join(' › ')}: ${missingSpanishTitle.words}`],
    [words('pages.es.json'), 'a page description longer than search engines show, in the editor’s words',
      (pages: Words) => Object.assign(pages.ai, { description: 'x'.repeat(161) }),
      'How we use AI page › Description: You cannot enter more than 160 characters.'],
    ['shared/studio.json', 'a studio email that is not the address the Worker delivers messages to, saying where that is',
      (studio: Words) => Object.assign(studio, { email: 'studio@example.com' }),
      "Email shown: is studio@example.com, but messages are delivered to hello@unrealstudio.example (wrangler.jsonc, send_email's destination_address): change that one too, so both say the same (docs/messages.md)"],
    [words('categories.json'), 'a category without its Spanish name',
      (names: Words) => delete names.list[1]?.es, 'Categories 2 › Spanish: This field is required.'],
    [words('creditRoles.json'), 'a role with an empty English name',
      (names: Words) => Object.assign(names.list[0] ?? {}, { en: ' ' }), 'Roles 1 › English: This field is required.'],
    [words('creditRoles.json'), 'a role whose key is twice',
      (names: Words) => names.list.push({ key: 'edit', en: 'Cut', es: 'Corte' }), 'Roles: each key once: edit is twice'],
  ])('in %s refuse %s, naming the field by its labels', (path, _, change, problem) => {
    expect(problemsAfter<Words>(path, change)).toEqual([`${path}: ${problem}`])
  })

  type Names = { list: { key: string; en: string; es: string }[] }
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

  it("are refused by the build in the editor's own words (Sveltia CMS's English messages)", () => {
    const { validation } = JSON.parse(
      readFileSync('node_modules/@sveltia/cms/locales/en-US.json', 'utf8'),
    ) as { validation: Record<string, string> }
    expect(REQUIRED).toBe(validation.value_missing)
    expect(validation.too_long).toContain('You cannot enter more than {$max} characters.')
  })

  it('have an editor form that asks for every text in each language, by the same labels', () => {
    const [home, services] = siteCollection(fieldOf).files as EditorField[]
    expect(home).toMatchObject({
      file: 'src/content/site/home.{{locale}}.json',
      fields: expect.arrayContaining([expect.objectContaining({ name: 'hero', i18n: true })]),
    })
    // The services are one list, one file for every language: a service cannot be added in one
    // language and lack the other's; its words in every language sit side by side.
    const words = (name: string, label: string, widget: string) => ({
      ...{ name, label, widget: 'object' },
      fields: [
        { name: 'en', label: 'English', widget },
        { name: 'es', label: 'Spanish', widget },
      ],
    })
    expect(services).toMatchObject({
      ...{ file: 'src/content/site/services.json', i18n: false },
      fields: [
        {
          ...{ name: 'list', label: 'Services', label_singular: 'Service', widget: 'list' },
          fields: [
            { name: 'id', widget: 'string' },
            { name: 'icon', widget: 'select' },
            words('title', 'Title', 'string'),
            words('description', 'Description', 'text'),
          ],
        },
      ],
    })
    expect(JSON.stringify(services?.fields)).not.toContain('"i18n"')
  })

  it('refuse an AI page that does not start with its title, in the words and by the pattern the editor uses', () => {
    const titleless = (text: string) => text.slice(text.indexOf('\n') + 1)
    const problem = 'Text: Start with the page’s title, a line like: # How we use AI'
    expect(problemsWith(`${AI_DIR}/es.md`, titleless)).toEqual([`${AI_DIR}/es.md: ${problem}`])
    // The editor's form for the page: each language's file its text, the same rule as a pattern.
    const page = (siteCollection(fieldOf).files as EditorField[]).find((file) => file.name === 'ai')
    expect(page).toMatchObject({ file: `${AI_DIR}/{{locale}}.md`, format: 'raw', i18n: true })
    const [body] = page?.fields as EditorField[]
    const [pattern = '', message] = body?.pattern as [string, string]
    expect(body).toMatchObject({ name: 'body', label: 'Text', widget: 'text', i18n: true })
    expect(`Text: ${message}`).toBe(problem)
    const spanish = readFileSync(`${AI_DIR}/es.md`, 'utf8')
    expect(new RegExp(pattern).test(spanish)).toBe(true)
    expect(new RegExp(pattern).test(titleless(spanish))).toBe(false)
  })
})
