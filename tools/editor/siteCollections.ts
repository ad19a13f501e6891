// Build-time only (Node): the editor's collection of the studio's own words (Sveltia CMS), made
// from their schemas (src/content/siteSchema.ts) by the projects' own field maker (editorConfig.ts
// hands it over, so neither module imports the other): a field's
// `v.title` is its label, and what the build refuses, the form refuses before Save.
import { siteFile, siteKinds, type SiteKind } from '../../src/content/siteSchema.ts'

const sharedOf = (kind: SiteKind): readonly string[] => {
  const entry = siteKinds[kind]
  return 'shared' in entry ? entry.shared : []
}

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
      format: 'json',
      i18n: siteKinds[kind].translated,
      // A shared field (the home's services) is the default language's file's only, each
      // language's words side by side in it, as a project's gallery is.
      fields: Object.entries(siteKinds[kind].schema.entries).map(([name, schema]) =>
        fieldOf(name, schema, siteKinds[kind].translated && !sharedOf(kind).includes(name)),
      ),
    })),
  }
}
