import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { projectPath } from '../../src/pageHead'
import { MAX_FILE_BYTES, WIDEST_PICTURE } from '../content/projectFiles'
import { FILM_ADDRESS } from '../../src/content/film'
import {
  CLIP_TYPES,
  fieldLabel,
  PICTURE_TYPES,
  projectFields,
} from '../../src/content/projectSchema'
import { editorConfig, fieldOf, type EditorField } from './editorConfig'

const config = editorConfig()
const [collection] = config.collections
const fields = collection?.fields ?? []
const byName = (list: EditorField[], name: string) => list.find((field) => field.name === name)

/** Sveltia CMS requires a field unless it says `required: false`. */
const required = (field: EditorField) => field.required !== false
const accepts = (types: string[]) => (field: EditorField) => field.accept === types.join(',')
const url = (field: EditorField) => field.choose_url === false
/**
 * What the build refuses, and how the editor refuses it before Save (docs/content.md's table): the
 * field, by its labels, and what of its configuration makes Sveltia CMS refuse the case. An
 * optional group (the original, the result, the quote) requires its parts once it is added.
 */
const refused: [string, string[], (field: EditorField) => boolean][] = [
  ['a title left empty', ['title'], required],
  ['a cover left out', ['cover'], required],
  ['a cover given as a web address (Browse → Enter URL)', ['cover'], url],
  ['a cover of another kind', ['cover'], accepts(PICTURE_TYPES)],
  ['a gallery picture given as a web address', ['gallery', 'image'], url],
  ['a gallery picture without its Spanish alt text', ['gallery', 'alt', 'es'], required],
  ['an original whose Spanish alt text is empty', ['original', 'alt', 'es'], required],
  ['an original without its picture', ['original', 'image'], required],
  ['a result in English only', ['result', 'es'], required],
  ['a quote without its Spanish words', ['quote', 'text', 'es'], required],
  ['a quote without a name', ['quote', 'name'], required],
  ['a video with no film (a Film group added without its address)', ['film', 'address'], required],
  // prettier-ignore
  ['a film that is not a YouTube or Vimeo address', ['film', 'address'], (field) => (field.pattern as string[] | undefined)?.[0] === FILM_ADDRESS.source],
  // prettier-ignore
  ['a year that is not one', ['year'], (field) => field.min === 1900 && field.max === 2100 && field.value_type === 'int'],
  // prettier-ignore
  ['a category nobody knows', ['category'], (field) => field.widget === 'select' && Array.isArray(field.options)],
  ['a loop of another kind', ['loop'], accepts(CLIP_TYPES)],
]

describe("the editor's configuration", () => {
  it("is valid against Sveltia CMS's own JSON schema", () => {
    // The schema's own keywords (`markdownDescription`) are no JSON Schema's: not strict.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })
    const schema = readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8')
    const validate = ajv.compile(JSON.parse(schema) as object)
    validate(JSON.parse(JSON.stringify(config)))
    expect(validate.errors ?? []).toEqual([])
  })

  it('gives every field of the project schema a widget, the translated ones in each language', () => {
    const shared = Object.keys(projectFields.shared)
    const translated = Object.keys(projectFields.translated)
    const widgets = /^(string|text|number|boolean|select|image|file|list|object)$/
    for (const name of [...shared, ...translated]) {
      const field = byName(fields, name === 'fullDescription' ? 'body' : name)
      expect(field?.widget, name).toMatch(widgets)
      // Only what a language says has a field in each pane; what every language shares is one.
      expect(field?.i18n, name).toBe(translated.includes(name) ? true : undefined)
    }
    expect(fields).toHaveLength(shared.length + translated.length)
  })

  // The categories and credit roles offered: readSite.test.ts. A film's presence makes a video, so
  // no image has a film's frame and no video lacks its film. A collapsed gallery item shows its
  // picture and its English alt.
  it('offers the media by kind, a film as a group the project has or not, the gallery per picture', () => {
    expect(Object.fromEntries(fields.map((field) => [field.name, field]))).toMatchObject({
      cover: { widget: 'image' },
      loop: { widget: 'file', required: false },
      film: { widget: 'object', required: false },
      gallery: { thumbnail: 'image', summary: '{{fields.alt.en}}' },
    })
    expect(byName(fields, 'type')).toBeUndefined()
  })

  it("links each project to its page on the site, in each language (the pages' own address)", () => {
    const [en, es] = [projectPath('salt-and-glass', 'en'), projectPath('salt-and-glass', 'es')]
    const path = (locale: string) =>
      String(collection?.preview_path)
        .replace(locale === 'en' ? '{{locale}}/' : '{{locale}}', locale === 'en' ? '' : locale)
        .replace('{{slug}}', 'salt-and-glass')
    expect(config.i18n.omit_default_locale_from_preview_path).toBe(true)
    expect([path('en'), path('es')]).toEqual([en, es])
  })

  it('makes a dropped picture a WebP at most 1600 px wide, and refuses a file the build would', () => {
    expect(config.media_libraries.default.config).toEqual({
      max_file_size: MAX_FILE_BYTES,
      transformations: { raster_image: { format: 'webp', quality: 85, width: WIDEST_PICTURE } },
    })
    expect(WIDEST_PICTURE).toBe(1600)
    expect(MAX_FILE_BYTES).toBeLessThan(50_000_000)
  })

  it('gives a field added to the schema its widget, and refuses a kind it has none for', () => {
    const quote = v.pipe(v.optional(v.string()), v.title('Quote'), v.description('Their words'))
    // prettier-ignore
    expect(fieldOf('quote', quote, true)).toEqual({
      name: 'quote', label: 'Quote', hint: 'Their words', required: false, i18n: true, widget: 'string',
    })
    const date = v.date()
    expect(() => fieldOf('shotOn', date, false)).toThrow(/no widget for the project field shotOn/)
  })

  it.each(refused)(
    'refuses %s before Save, naming the field as the build does',
    (_, path, refuses) => {
      // The field at the path of names, and the labels on the way to it.
      let found: Partial<EditorField> = { fields }
      const labels = path.map((name) => {
        found = byName((found.fields as EditorField[] | undefined) ?? [], name) ?? {}
        return found.label
      })
      expect(labels.join(' › ')).toBe(fieldLabel(...path))
      expect(refuses(found as EditorField)).toBe(true)
    },
  )
})
