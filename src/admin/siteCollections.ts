// Build-time only (Node): the editor's collection of the studio's own words (Sveltia CMS), made
// from their schemas (src/content/siteSchema.ts) as the projects' form is made from theirs: a
// field's `v.title` is its label, and what the build refuses, the form refuses before Save.
import {
  siteFile,
  siteKinds,
  type SiteFieldMetadata,
  type SiteKind,
} from '../content/siteSchema.ts'
import type { EditorField } from './editorConfig.ts'

/** A valibot schema as the generator reads it: its kind, its parts and its pipe. */
type Schema = {
  type: string
  pipe?: readonly Schema[]
  entries?: Record<string, Schema>
  item?: Schema
  options?: readonly string[]
  title?: string
  description?: string
  requirement?: unknown
  message?: string
  metadata?: SiteFieldMetadata
}

function fieldOf(name: string, schema: Schema): EditorField {
  const [base = schema, ...actions] = schema.pipe ?? [schema]
  const find = (type: string) => actions.find((action) => action.type === type)
  const { multiline, repeated } = find('metadata')?.metadata ?? {}
  const regex = find('regex')
  const maxLength = find('max_length')?.requirement
  const field = {
    name,
    label: find('title')?.title ?? name,
    ...(find('description') && { hint: find('description')?.description }),
    i18n: repeated ? 'duplicate' : true,
  }
  switch (base.type) {
    case 'string':
      return {
        ...field,
        widget: multiline ? 'text' : 'string',
        ...(regex && { pattern: [String(regex.requirement).slice(1, -1), regex.message] }),
        ...(typeof maxLength === 'number' && { maxlength: maxLength }),
      }
    case 'picklist':
      return { ...field, widget: 'select', options: [...(base.options ?? [])] }
    case 'object':
      return { ...field, widget: 'object', fields: fieldsOf(base) }
    case 'array':
      if (base.item) return { ...field, widget: 'list', fields: fieldsOf(base.item) }
  }
  throw new Error(`The editor has no widget for the studio's field ${name} (a ${base.type})`)
}

const fieldsOf = (schema: Schema) =>
  Object.entries(schema.entries ?? {}).map(([name, entry]) => fieldOf(name, entry))

/**
 * The collection "Site": one entry per kind of words, both languages side by side. A collection
 * of files has no `fields` of its own (each file has), said so for code that reads collections.
 */
export function siteCollection(): Record<string, unknown> & { fields?: never } {
  return {
    name: 'site',
    label: 'Site',
    i18n: true,
    files: (Object.keys(siteKinds) as SiteKind[]).map((kind) => ({
      name: kind,
      label: siteKinds[kind].label,
      file: siteFile(kind, '{{locale}}'),
      format: 'json',
      i18n: true,
      fields: fieldsOf(siteKinds[kind].schema as unknown as Schema),
    })),
  }
}
