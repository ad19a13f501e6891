import * as v from 'valibot'
import { defaultLocale, locales, type Locale } from '../../shared/locales.ts'
import type { FieldMetadata } from './fieldMetadata.ts'

/**
 * The schemas of the studio's own words (`src/content/site/<kind>.<locale>.json`, one file per
 * language): the build checks each file against its kind's schema (`readSite.ts`), and the
 * editor's form for it is made from the same schema and by the same code as the projects' form
 * (`tools/editor/siteCollections.ts`): a field's `v.title` is its label there, its metadata says
 * what a project's says (`words`: each language's words side by side in one file). A
 * problem is said in the editor's own words, so the build and the editor refuse the same thing
 * the same way.
 */

/** Sveltia CMS's words for an empty required field (its `validation.value_missing`). */
export const REQUIRED = 'This field is required.'

const meta = <TInput>(metadata: FieldMetadata) => v.metadata<TInput, FieldMetadata>(metadata)

const text = (label: string, metadata: FieldMetadata = {}) =>
  v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.title(label), meta(metadata))

/**
 * A text of a shape: the build's check, and the same shape as the editor's pattern with the same
 * message (one pipe, as the editor's field maker reads it).
 */
const shaped = (
  label: string,
  check: v.PipeAction<string, string, v.BaseIssue<unknown>>,
  [pattern, message]: [RegExp, string],
  { hint = '', multiline = false } = {},
) =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    check,
    v.title(label),
    v.description(hint),
    meta({ multiline, pattern: [pattern, message] }),
  )

const group = <Entries extends v.ObjectEntries>(label: string, entries: Entries) =>
  v.pipe(v.object(entries, REQUIRED), v.title(label))

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const ID_SHAPE = 'Use lowercase letters, digits and dashes.'

const EMAIL_SHAPE = 'Use an email address, like hello@example.com.'
const INSTAGRAM = 'https://www.instagram.com/'
const INSTAGRAM_SHAPE = `Use the address of the studio's Instagram page, like ${INSTAGRAM}unrealstudio.`

/** Each language's name, as the editor's panes call it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/** The drawings a service card can show (`src/features/home/ServiceIcon.tsx`). */
export const SERVICE_ICONS = ['camera', 'clapper', 'wave'] as const

/** A text in each language, labelled by the language's name: `{ en: …, es: … }`. */
const eachLanguage = (metadata: FieldMetadata = {}) =>
  Object.fromEntries(
    locales.map((locale) => [locale, text(LANGUAGE_NAMES[locale], metadata)]),
  ) as Record<Locale, ReturnType<typeof text>>

/** Words in every language side by side (`{ en: …, es: … }`), like a project's gallery alt. */
const inEachLanguage = (label: string, metadata: FieldMetadata = {}) =>
  v.pipe(v.object(eachLanguage(metadata), REQUIRED), v.title(label), meta({ words: true }))

/** A service: what it is, and its words in each language beside it (one list, one order). */
const service = v.object(
  {
    id: v.pipe(
      v.string(REQUIRED),
      v.regex(ID, ID_SHAPE),
      v.title('Id'),
      v.description('Its name in the page’s addresses, like music-videos'),
      meta({ pattern: [ID, ID_SHAPE] }),
    ),
    icon: v.pipe(v.picklist(SERVICE_ICONS, REQUIRED), v.title('Icon')),
    title: inEachLanguage('Title'),
    description: inEachLanguage('Description', { multiline: true }),
  },
  REQUIRED,
)

export type Service = v.InferOutput<typeof service>
/** A service with its words in one language, as a page gets it. */
export type ServiceIn = Omit<Service, 'title' | 'description'> & {
  title: string
  description: string
}

/** The home page: the hero, what the studio does, its services section, the contact section. */
const homeSchema = v.object(
  {
    hero: group('Hero', {
      eyebrow: text('Eyebrow'),
      title: text('Title'),
      subtitle: text('Subtitle', { multiline: true }),
    }),
    whatWeDo: group('What we do', {
      eyebrow: text('Eyebrow'),
      title: text('Title'),
      paragraph1: text('First paragraph', { multiline: true }),
      paragraph2: text('Second paragraph', { multiline: true }),
    }),
    services: group('Services section', {
      eyebrow: text('Eyebrow'),
      title: text('Title'),
      subtitle: text('Subtitle'),
    }),
    contact: group('Contact', {
      eyebrow: text('Eyebrow'),
      title: text('Title'),
      subtitle: text('Subtitle', { multiline: true }),
    }),
  },
  REQUIRED,
)

/**
 * The services in their order: one list for every language, each service's words in each
 * language beside it, so no language can lack one.
 */
const servicesSchema = v.object(
  {
    list: v.pipe(
      v.array(service, REQUIRED),
      v.minLength(1, REQUIRED),
      v.title('Services'),
      meta({ singular: 'Service' }),
    ),
  },
  REQUIRED,
)

/** What search engines show under a page's title, and link previews: at most this long. */
const DESCRIPTION_MAX = 160
const TOO_LONG = `You cannot enter more than ${DESCRIPTION_MAX} characters.`

/** A page's title and description for search engines and shared links (its head's tags). */
const pageWords = (label: string) =>
  group(label, {
    title: text('Title'),
    description: shaped(
      'Description',
      v.maxLength(DESCRIPTION_MAX, TOO_LONG),
      [new RegExp(`^[\\s\\S]{0,${DESCRIPTION_MAX}}$`), TOO_LONG],
      { multiline: true, hint: `At most ${DESCRIPTION_MAX} characters` },
    ),
  })

/** Each page's title and description (`src/pages.ts` names the pages). */
const pagesSchema = v.object(
  {
    home: pageWords('Home page'),
    projects: pageWords('Projects page'),
    privacy: pageWords('Privacy page'),
    ai: pageWords('How we use AI page'),
    notFound: pageWords('Page not found'),
  },
  REQUIRED,
)

/** A page written in Markdown starts with its title, a heading: `# How we use AI`. */
const TITLE_FIRST = /^#[ \t]+\S/
const TITLE_FIRST_SHAPE = 'Start with the page’s title, a line like: # How we use AI'

/**
 * A page the studio writes in Markdown, the whole file its text (`src/content/ai/es.md`): its
 * title, then paragraphs, sections and lists (`tools/content/parseRichText.ts` reads it).
 */
const markdownPage = v.object(
  {
    body: shaped(
      'Text',
      v.regex(TITLE_FIRST, TITLE_FIRST_SHAPE),
      [TITLE_FIRST, TITLE_FIRST_SHAPE],
      {
        multiline: true,
        hint: 'Markdown: # the page’s title, ## a section, - a list item, *emphasis*, **strong**, [words](https://…)',
      },
    ),
  },
  REQUIRED,
)

/**
 * The studio's details, the same in every language (`shared/site.ts` hands them to the app, the
 * build and the Worker). The email is also where the Worker delivers messages (wrangler.jsonc).
 */
const studioSchema = v.object(
  {
    brandName: text('Studio name'),
    email: shaped(
      'Email shown',
      v.email(EMAIL_SHAPE),
      [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_SHAPE],
      {
        hint: 'Shown on every page, and where messages from the site are sent',
      },
    ),
    instagramUrl: shaped('Instagram address', v.startsWith(INSTAGRAM, INSTAGRAM_SHAPE), [
      /^https:\/\/www\.instagram\.com\/\S+$/,
      INSTAGRAM_SHAPE,
    ]),
    instagramHandle: text('Instagram name'),
  },
  REQUIRED,
)

/**
 * Names a project's fields choose from (its category, its credits' roles): a key the project's
 * file writes, and its name in each language. A new one is offered in the project's form at the
 * next build (`projectSchema.ts` reads them through `categories.ts`, `creditRoles.ts`).
 */
const namedKeys = (label: string, singular: string) =>
  v.object(
    {
      list: v.pipe(
        v.array(
          v.object(
            {
              key: v.pipe(
                v.string(REQUIRED),
                v.regex(ID, ID_SHAPE),
                v.title('Key'),
                v.description('Its name in the projects’ files and the page’s addresses'),
                meta({ pattern: [ID, ID_SHAPE] }),
              ),
              ...eachLanguage(),
            },
            REQUIRED,
          ),
          REQUIRED,
        ),
        v.minLength(1, REQUIRED),
        v.check(
          (list) => new Set(list.map(({ key }) => key)).size === list.length,
          (issue) =>
            `each key once: ${(issue.input as { key: string }[])
              .map(({ key }) => key)
              .filter((key, index, keys) => keys.indexOf(key) !== index)
              .join(', ')} is twice`,
        ),
        v.title(label),
        meta({ singular }),
      ),
    },
    REQUIRED,
  )

/**
 * Each kind of the studio's words, in the editor's order: its name there, its schema, and whether
 * each language has its file (`home.en.json`, `home.es.json`) or one serves all (`studio`).
 */
export const siteKinds = {
  home: { label: 'Home page', schema: homeSchema, translated: true },
  services: {
    label: 'Services',
    schema: servicesSchema,
    translated: false,
    file: 'src/content/site/services.json',
  },
  pages: { label: 'Pages for search and share', schema: pagesSchema, translated: true },
  // Markdown, the whole file the page's text (Sveltia's `raw` format): imported by the page's own
  // code, as `?blocks` (src/features/ai/aiWords.ts).
  ai: {
    label: 'How we use AI page',
    schema: markdownPage,
    translated: true,
    file: 'src/content/ai/{{locale}}.md',
    format: 'raw',
  },
  // Beside the code every part of the site shares (shared/site.ts): the app, the build, the Worker.
  studio: {
    label: 'Studio details',
    schema: studioSchema,
    translated: false,
    file: 'shared/studio.json',
  },
  categories: {
    label: 'Project categories',
    schema: namedKeys('Categories', 'Category'),
    translated: false,
    file: 'src/content/site/categories.json',
  },
  creditRoles: {
    label: 'Credit roles',
    schema: namedKeys('Roles', 'Role'),
    translated: false,
    file: 'src/content/site/creditRoles.json',
  },
} as const

export type SiteKind = keyof typeof siteKinds

/**
 * A language's words, every kind of JSON with a file per language: what the app's pages are given
 * (`src/i18n/messages.ts`).
 */
export type SiteWords = {
  [
    Kind in SiteKind as (typeof siteKinds)[Kind] extends { translated: true; format?: never }
      ? Kind
      : never
  ]: v.InferOutput<(typeof siteKinds)[Kind]['schema']>
} & { services: ServiceIn[] }

export const SITE_DIR = 'src/content/site'

/** A kind's file (in a language), from the repository's root: `src/content/site/home.es.json`. */
export const siteFile = (kind: SiteKind, locale: Locale | '{{locale}}' = defaultLocale) => {
  const entry = siteKinds[kind]
  return 'file' in entry
    ? entry.file.replace('{{locale}}', locale)
    : `${SITE_DIR}/${kind}.${locale}.json`
}
