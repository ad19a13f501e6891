// Build-time only (Node): the editor's collection of the studio's own words (Sveltia CMS), made
// from their schemas (src/content/siteSchema.ts) by the projects' own field maker (editorConfig.ts
// hands it over, so neither module imports the other): a field's
// `v.title` is its label, and what the build refuses, the form refuses before Save.
import { siteFile, siteKinds, type SiteKind } from '../../src/content/siteSchema.ts'

/**
 * The collection "Site": one entry per kind of words, both languages side by side. A collection
 * of files has no `fields` of its own (each file has), said so for code that reads collections.
 */
export function siteCollection(
  fieldOf: (name: string, schema: object, translated: boolean) => Record<string, unknown>,
): Record<string, unknown> & { fields?: never } {
  return {
    name: 'site',
    label: 'Site',
    i18n: true,
    files: (Object.keys(siteKinds) as SiteKind[]).map((kind) => ({
      name: kind,
      label: siteKinds[kind].label,
      file: siteFile(kind, '{{locale}}'),
      format: 'format' in siteKinds[kind] ? siteKinds[kind].format : 'json',
      i18n: siteKinds[kind].translated,
      fields: Object.entries(siteKinds[kind].schema.entries).map(([name, schema]) =>
        fieldOf(name, schema, siteKinds[kind].translated),
      ),
    })),
  }
}
