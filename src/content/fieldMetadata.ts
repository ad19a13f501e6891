import type { Locale } from '../../shared/locales.ts'

/** What the editor's form needs beside a field's type. */
export type FieldMetadata = {
  /** The field names a file of the project's folder: a picture, or a clip. */
  media?: 'image' | 'clip'
  /** Several lines of plain text in the form. */
  multiline?: boolean
  /** Words in every language side by side (`{ en: …, es: … }`): one value, one field per language. */
  words?: boolean
  /** A shape the form asks of a text, and what it says when the text is not of it. */
  pattern?: [RegExp, string]
  /** A list's name for one of its items (`Add Picture`). */
  singular?: string
  /** A choice's name for each of its keys, in each language. */
  labels?: Record<string, Record<Locale, string>>
}
