// Build-time only (Node): the browser editor's configuration (Sveltia CMS, /admin and
// `npm run edit`), made from the project schema (src/content/projectSchema.ts) and with it the
// categories and credit roles its choices name. A field added to the schema gets its widget here
// without a line of this file changing; a kind of field it does not know stops the build.
import { defaultLocale, locales } from '../../shared/locales.ts'
import { SLUG_MAX_LENGTH } from '../../shared/slug.ts'
import { MAX_FILE_BYTES, WIDEST_PICTURE } from '../content/projectFiles.ts'
import { PROJECTS_DIR } from '../content/readProjects.ts'
import {
  BODY,
  CLIP_TYPES,
  FIELD_ORDER,
  PICTURE_TYPES,
  projectFields,
} from '../../src/content/projectSchema.ts'
import type { FieldMetadata } from '../../src/content/fieldMetadata.ts'
import { repository } from './repository.ts'
import { siteCollection } from './siteCollections.ts'

/** A valibot schema as the generator reads it: its kind, its parts and its pipe. */
type Schema = {
  type: string
  kind?: string
  pipe?: readonly Schema[]
  wrapped?: Schema
  options?: unknown[]
  entries?: Record<string, Schema>
  item?: Schema
  requirement?: unknown
  title?: string
  description?: string
  metadata?: FieldMetadata
}

/** One field of the editor's configuration (Sveltia CMS's `Field`). */
export type EditorField = Record<string, unknown> & { name: string; widget: string }

/** What a schema says beyond its type: its pipe's title, hint, metadata and bounds, all levels. */
function read(schema: Schema) {
  let base = schema
  let optional = false
  const actions: Schema[] = []
  for (;;) {
    actions.push(...(base.pipe ?? []).slice(1))
    if (base.type !== 'optional' || !base.wrapped) break
    optional = true
    base = base.wrapped
  }
  const find = (type: string) => actions.find((action) => action.type === type)
  const metadata = Object.assign(
    {},
    ...actions.map((action) => action.metadata ?? {}),
  ) as FieldMetadata & { labels?: Record<string, Record<string, string>> }
  return {
    base,
    optional,
    title: find('title')?.title,
    hint: find('description')?.description,
    metadata,
    integer: find('integer') !== undefined,
    min: find('min_value')?.requirement,
    max: find('max_value')?.requirement,
  }
}

const humanized = (name: string) =>
  name.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase())

/** The HTML `accept` of a picture's or a clip's file field. */
const accept = (types: string[]) => types.join(',')

/**
 * The widget of one field of the schema, its options from the schema; `translated` says whether
 * each language writes it in its own file (the project's `translated` fields and theirs).
 */
export function fieldOf(name: string, schema: object, translated: boolean): EditorField {
  const { base, optional, title, hint, metadata, integer, min, max } = read(schema as Schema)
  const field: { name: string } & Record<string, unknown> = {
    name: name === BODY ? 'body' : name,
    label: title ?? humanized(name),
    ...(hint === undefined ? {} : { hint }),
    ...(optional ? { required: false } : {}),
    ...(translated ? { i18n: true } : {}),
  }
  const widget = (type: string, options: Record<string, unknown> = {}): EditorField => ({
    ...field,
    widget: type,
    ...options,
  })
  // A file of the project's folder, uploaded or chosen there: never a web address.
  if (metadata.media === 'image') {
    return widget('image', { accept: accept(PICTURE_TYPES), choose_url: false })
  }
  if (metadata.media === 'clip') {
    return widget('file', { accept: accept(CLIP_TYPES), choose_url: false })
  }
  switch (base.type) {
    case 'string':
      return widget(metadata.multiline ? 'text' : 'string', {
        ...(metadata.pattern && { pattern: [metadata.pattern[0].source, metadata.pattern[1]] }),
      })
    case 'number':
      return widget('number', {
        value_type: integer ? 'int' : 'float',
        ...(typeof min === 'number' ? { min } : {}),
        ...(typeof max === 'number' ? { max } : {}),
      })
    case 'boolean':
      return widget('boolean', { default: false })
    case 'picklist':
      return widget('select', {
        options: (base.options ?? []).map((value) => {
          const label = metadata.labels?.[String(value)]?.[defaultLocale]
          return label === undefined ? String(value) : { label, value }
        }),
      })
    case 'array':
      if (base.item?.type === 'object' && base.item.entries) {
        const fields = fieldsOf(base.item.entries, translated)
        // A collapsed item shows its picture and, for a summary, its words in the first language.
        const picture = fields.find((item) => item.widget === 'image')
        const words = fields.find((item) => item.widget === 'object')
        const firstWords = (words?.fields as EditorField[] | undefined)?.[0]
        return widget('list', {
          ...(metadata.singular === undefined ? {} : { label_singular: metadata.singular }),
          ...(picture === undefined ? {} : { thumbnail: picture.name }),
          ...(words === undefined || firstWords === undefined
            ? {}
            : { summary: `{{fields.${words.name}.${firstWords.name}}}` }),
          fields,
        })
      }
      break
    case 'object':
      if (base.entries) return widget('object', { fields: fieldsOf(base.entries, translated) })
      break
  }
  throw new Error(`The editor has no widget for the project field ${name} (a ${base.type})`)
}

/** Each entry of an object as a field, in the schema's order. */
const fieldsOf = (entries: Record<string, Schema>, translated: boolean) =>
  Object.entries(entries).map(([name, schema]) => fieldOf(name, schema, translated))

/** The project's fields in the form's order (`FIELD_ORDER`, then any other), each with its widget. */
function projectEditorFields(): EditorField[] {
  const shared = projectFields.shared as unknown as Record<string, Schema>
  const translated = projectFields.translated as unknown as Record<string, Schema>
  const names = [...Object.keys(shared), ...Object.keys(translated)]
  const ordered = [
    ...FIELD_ORDER.filter((name) => names.includes(name)),
    ...names.filter((name) => !FIELD_ORDER.includes(name)),
  ]
  return ordered.map((name) =>
    name in translated
      ? fieldOf(name, translated[name] as Schema, true)
      : fieldOf(name, shared[name] as Schema, false),
  )
}

/** The editor's whole configuration (Sveltia CMS's `CmsConfig`): one collection, the projects. */
export function editorConfig(projectsDir: string = PROJECTS_DIR) {
  return {
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: repository.branch,
      // Signing in with a fine-grained access token: no OAuth service to run.
      auth_methods: ['token'],
      commit_messages: {
        create: 'Add the project {{slug}} (editor)',
        update: 'Edit the project {{slug}} (editor)',
        delete: 'Delete the project {{slug}} (editor)',
        uploadMedia: 'Add {{path}} (editor)',
        deleteMedia: 'Delete {{path}} (editor)',
      },
    },
    app_title: 'Unreal Studio projects',
    media_folder: projectsDir,
    // The studio's own pictures only, no stock photo services. A picture dropped in is made what
    // the site can use before it reaches the repository (WebP, at most as wide as the widest
    // picture the build asks for); any file larger than the build takes is refused there.
    media_libraries: {
      default: {
        config: {
          max_file_size: MAX_FILE_BYTES,
          transformations: { raster_image: { format: 'webp', quality: 85, width: WIDEST_PICTURE } },
        },
      },
      stock_assets: { providers: [] },
    },
    slug: { encoding: 'ascii', clean_accents: true, maxlength: SLUG_MAX_LENGTH },
    // An optional field left empty is left out of the file, as a person writing it would.
    output: { omit_empty_optional_fields: true },
    i18n: {
      structure: 'multiple_files',
      locales: [...locales],
      default_locale: defaultLocale,
      // English lives at the bare paths (`/projects`), Spanish under `/es`.
      omit_default_locale_from_preview_path: true,
    },
    collections: [
      {
        name: 'projects',
        label: 'Projects',
        label_singular: 'Project',
        folder: projectsDir,
        // A folder per project, named by its slug, its pictures and clip beside its texts.
        path: '{{slug}}/index',
        extension: 'md',
        format: 'yaml-frontmatter',
        media_folder: '',
        public_folder: '',
        i18n: true,
        // The folder's name is the project's address: chosen once, never changed.
        slug: { template: '{{title}}', editable: ['create'] },
        summary: '{{order}}. {{title}}',
        // Each project's page on the site, in each language: the projects page with it open
        // (`projectPath`, src/pageHead.ts; editorConfig.test.ts checks they agree).
        preview_path: '/{{locale}}/projects?project={{slug}}',
        // Listed in their order on the site. The order is a number the studio edits, in this
        // project only (2.5 goes between 2 and 3); Sveltia's drag-and-drop reordering would
        // write a new number into every project and every language's file.
        sortable_fields: {
          fields: ['order', 'title'],
          default: { field: 'order', direction: 'ascending' },
        },
        fields: projectEditorFields(),
      },
      siteCollection(fieldOf),
    ],
  }
}
