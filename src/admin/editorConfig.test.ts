import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { projectFields } from '../content/projectSchema'
import { editorConfig, fieldOf, type EditorField } from './editorConfig'

/** Sveltia CMS's own JSON schema of its configuration, as its npm package ships it. */
const sveltiaSchema = JSON.parse(
  readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'),
) as object

const config = editorConfig()
const [collection] = config.collections
const fields = collection?.fields ?? []
const byName = (list: EditorField[], name: string) => list.find((field) => field.name === name)

describe("the editor's configuration", () => {
  it("is valid against Sveltia CMS's own JSON schema", () => {
    // The schema's own keywords (`markdownDescription`) are no JSON Schema's: not strict.
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(
      sveltiaSchema,
    )
    validate(JSON.parse(JSON.stringify(config)))
    expect(validate.errors ?? []).toEqual([])
  })

  it('gives every field of the project schema a widget, the translated ones in each language', () => {
    const shared = Object.keys(projectFields.shared)
    const translated = Object.keys(projectFields.translated)
    for (const name of [...shared, ...translated]) {
      const field = byName(fields, name === 'fullDescription' ? 'body' : name)
      expect(field?.widget, name).toMatch(
        /^(string|text|number|boolean|select|image|file|list|object)$/,
      )
      expect(field?.i18n, name).toBe(translated.includes(name) ? true : undefined)
    }
    expect(fields).toHaveLength(shared.length + translated.length)
  })

  it('offers the categories and credit roles by name, the media by kind, the gallery per picture', () => {
    expect(byName(fields, 'category')?.options).toContainEqual({
      label: 'Product Photography',
      value: 'product-photography',
    })
    const credits = byName(fields, 'credits')?.fields as EditorField[]
    expect(byName(credits, 'role')?.options).toContainEqual({
      label: 'AI artist',
      value: 'ai-artist',
    })
    expect(byName(fields, 'cover')).toMatchObject({
      widget: 'image',
      accept: '.jpg,.jpeg,.png,.webp',
    })
    expect(byName(fields, 'loop')).toMatchObject({ widget: 'file', required: false })
    // A film's address the form takes is one the build reads (film.test.ts).
    const [pattern = ''] = byName(fields, 'film')?.pattern as string[]
    expect(new RegExp(pattern).test('https://vimeo.com/76979871')).toBe(true)
    expect(new RegExp(pattern).test('https://www.dailymotion.com/video/x8abc')).toBe(false)
    const gallery = byName(fields, 'gallery')?.fields as EditorField[]
    // Each language names the same picture and says its own alt.
    expect(byName(gallery, 'image')).toMatchObject({ widget: 'image', i18n: 'duplicate' })
    expect(byName(gallery, 'alt')).toMatchObject({ widget: 'string', i18n: true })
  })

  it('gives a field added to the schema its widget, and refuses a kind it has none for', () => {
    const quote = v.pipe(v.optional(v.string()), v.title('Quote'), v.description('Their words'))
    expect(fieldOf('quote', quote, true)).toEqual({
      name: 'quote',
      label: 'Quote',
      hint: 'Their words',
      required: false,
      i18n: true,
      widget: 'string',
    })
    expect(() => fieldOf('shotOn', v.date(), false)).toThrow(
      /no widget for the project field shotOn/,
    )
  })
})
