import * as v from 'valibot'
import type { FieldMetadata } from './fieldMetadata.ts'
import { defaultLocale, locales, type Locale } from '../../shared/locales.ts'
import { categories, type CategoryKey } from './categories.ts'
import { creditRoles, type CreditRole } from './creditRoles.ts'
import { FILM_ADDRESS, filmFrom } from './film.ts'

/**
 * The schema of a project folder's texts (`src/content/projects/<slug>/`): one Markdown file per
 * language, `index.en.md` and `index.es.md`, each with its fields between two `---` lines and the
 * long text below them. The default language's file (`index.en.md`) also holds what every
 * language shares (`shared` below, written once); each other language's file holds only what is
 * translated (`translated`). The build checks the files against it (`readProjects.ts`), and the
 * browser editor's form is made from it (`tools/editor/editorConfig.ts`): each field's `v.title`
 * is the form's label, its `v.description` the hint, and `v.metadata` says what the form cannot
 * tell from the type (a picture, a clip, a field written in every language). Its messages are
 * written for the person who edits the folder: `formatIssue` puts the file and the field in front
 * of them. The media the fields name are checked in `projectFiles.ts`.
 */

const meta = <TInput>(metadata: FieldMetadata) => v.metadata<TInput, FieldMetadata>(metadata)

type Issue = { input: unknown }
const missingOr = (otherwise: string) => (issue: Issue) =>
  issue.input === undefined ? 'is missing' : otherwise

/** An object's own message: a key it lacks is missing (the path names the key). */
const keyMissing = (issue: { expected: string | null }) =>
  issue.expected === 'Object' ? 'must be a list of fields (name: value)' : 'is missing'

const text = v.pipe(v.string(missingOr('must be text')), v.trim(), v.nonEmpty('is empty'))

/** A file of the project's folder, by its name there (`cover.jpg`, `gallery/1-terraces.webp`). */
const fileName = v.pipe(
  v.string(missingOr("must be a file's name in the project's folder")),
  v.trim(),
  v.nonEmpty('is empty'),
)

/** The pictures' kinds the build reads, and the clips'. */
export const PICTURE_TYPES = ['.jpg', '.jpeg', '.png', '.webp']
export const CLIP_TYPES = ['.mp4', '.mov', '.m4v', '.webm']

/** Each language's name, as the editor's panes and the build's messages call it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' }

/**
 * Words in every language, side by side in the default language's file (`{ en: …, es: … }`):
 * what goes with a fact every language shares (a gallery picture's alt, the quote's words), so
 * the fact is one value and each language's words sit beside it.
 */
function inEachLanguage(multiline = false) {
  const words = Object.fromEntries(
    locales.map((locale) => [
      locale,
      v.pipe(text, v.title(LANGUAGE_NAMES[locale]), meta({ multiline })),
    ]),
  ) as unknown as Record<Locale, v.GenericSchema<unknown, string>>
  return v.pipe(v.object(words, keyMissing), meta({ words: true }))
}

/** A still of the project's folder: a gallery picture's or the original's file. */
const still = v.pipe(
  fileName,
  v.title('Picture'),
  v.description('.jpg, .png or .webp, 1200 px wide or more (a smaller one shows softer)'),
  meta({ media: 'image' }),
)

/** A gallery picture: its file, and its alt in each language. */
const galleryPicture = v.object(
  {
    image: still,
    alt: v.pipe(
      inEachLanguage(),
      v.title('Alt text'),
      v.description('What the picture shows, for someone who cannot see it'),
    ),
  },
  keyMissing,
)

/** What each language says: in every language's file. */
const translated = {
  title: v.pipe(text, v.title('Title')),
  description: v.pipe(
    text,
    v.title('Description'),
    v.description('One or two sentences, shown on the cards'),
  ),
  alt: v.pipe(
    text,
    v.title('Cover alt text'),
    v.description('What the cover shows, for someone who cannot see it'),
  ),
  fullDescription: v.pipe(
    text,
    v.title('Full description'),
    v.description("The long text of the project's page"),
    meta({ multiline: true }),
  ),
}

const categoryKeys = Object.keys(categories) as [CategoryKey, ...CategoryKey[]]
const roleKeys = Object.keys(creditRoles) as [CreditRole, ...CreditRole[]]

/** Who made it: a role from `creditRoles.ts` and a name, in the order the studio lists them. */
const credit = v.object(
  {
    role: v.pipe(
      v.picklist(roleKeys, missingOr(`must be one of: ${roleKeys.join(', ')}`)),
      v.title('Role'),
      meta({ labels: creditRoles }),
    ),
    name: v.pipe(text, v.title('Name')),
  },
  keyMissing,
)

/** What a film's address must be, in the build's message and the form's. */
const FILM_WORDS =
  'a public YouTube or Vimeo address, like https://www.youtube.com/watch?v=aqz-KE-bpKQ or https://vimeo.com/76979871 (share, shorts, live and unlisted Vimeo links are fine)'

/** The film at the address the studio copies: its player and its page (`filmFrom`). */
const filmAddress = v.pipe(
  v.string(missingOr('must be a web address')),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const found = filmFrom(dataset.value)
    if (found) return found
    addIssue({ message: `must be ${FILM_WORDS}` })
    return NEVER
  }),
)

/** A video's film: its presence makes the project a video (an image has none). */
const film = v.object(
  {
    address: v.pipe(
      filmAddress,
      v.title('Address'),
      v.description('Its public YouTube or Vimeo address, as copied from Share or the address bar'),
      meta({ pattern: [FILM_ADDRESS, `Must be ${FILM_WORDS}`] }),
    ),
    frame: v.pipe(
      v.optional(v.picklist(['16:9', '9:16'], 'must be "16:9" or "9:16"'), '16:9'),
      v.title('Frame'),
      v.description('16:9 if left out, 9:16 for a vertical film'),
    ),
  },
  keyMissing,
)

/** What every language shares: in the default language's file only. */
const shared = {
  film: v.pipe(
    v.optional(film),
    v.title('Film'),
    v.description('Only for a video: the film to watch. A project without one is stills'),
  ),
  category: v.pipe(
    v.picklist(categoryKeys, missingOr(`must be one of: ${categoryKeys.join(', ')}`)),
    v.title('Category'),
    meta({ labels: categories }),
  ),
  order: v.pipe(
    v.number(missingOr('must be a number (its place on the projects page: 1, 2, 3…)')),
    v.title('Order'),
    v.description(
      'Its place on the projects page, smallest first: to put it between 2 and 3, give it 2.5',
    ),
  ),
  featured: v.pipe(
    v.optional(v.boolean('must be true or false'), false),
    v.title('Featured'),
    v.description('Also shown on the home page'),
  ),
  client: v.pipe(v.optional(text), v.title('Client'), v.description('For whom it was made')),
  year: v.pipe(
    v.optional(
      v.pipe(
        v.number('must be a year, like 2026'),
        v.integer('must be a year, like 2026'),
        v.minValue(1900, 'must be a year, like 2026'),
        v.maxValue(2100, 'must be a year, like 2026'),
      ),
    ),
    v.title('Year'),
  ),
  credits: v.pipe(
    v.optional(v.array(credit, 'must be a list of "- role: …" and "name: …" entries'), []),
    v.title('Credits'),
    v.description('Who made it, in this order'),
    meta({ singular: 'Credit' }),
  ),
  cover: v.pipe(
    fileName,
    v.title('Cover'),
    v.description(
      'The picture of its card and page: .jpg, .png or .webp, 1600 px wide or more (a smaller one shows softer)',
    ),
    meta({ media: 'image' }),
  ),
  gallery: v.pipe(
    v.optional(
      v.array(
        galleryPicture,
        'must be a list of pictures, each "- image: <file>" with its "alt:" in each language',
      ),
      [],
    ),
    v.title('Gallery'),
    v.description('More stills, shown below the overview in this order'),
    meta({ singular: 'Picture' }),
  ),
  original: v.pipe(
    v.optional(
      v.object(
        {
          image: still,
          alt: v.pipe(
            inEachLanguage(),
            v.title('Alt text'),
            v.description('What the original shows, for someone who cannot see it'),
          ),
        },
        keyMissing,
      ),
    ),
    v.title('Original'),
    v.description('Optional: what the AI started from (a packshot, a plan, a reference frame)'),
  ),
  result: v.pipe(
    v.optional(inEachLanguage(true)),
    v.title('Result'),
    v.description('Optional: what it achieved for the client, in one or two sentences'),
  ),
  quote: v.pipe(
    v.optional(
      v.object(
        {
          text: v.pipe(inEachLanguage(true), v.title('Words')),
          name: v.pipe(text, v.title('Name')),
          role: v.pipe(v.optional(inEachLanguage()), v.title('Role')),
          company: v.pipe(v.optional(text), v.title('Company')),
        },
        keyMissing,
      ),
    ),
    v.title('Quote'),
    v.description('Optional: the words of someone at the client who vouches for it'),
  ),
  loop: v.pipe(
    v.optional(fileName),
    v.title('Loop'),
    v.description(
      'Optional: the silent clip its card plays (.mp4, .mov, .m4v or .webm, at most 25 MB; its first 12 s are played)',
    ),
    meta({ media: 'clip' }),
  ),
}

/**
 * The order of the fields in the form and in the files; a field of the schema not named here
 * comes after them. `fullDescription` is the text below the front matter (`BODY`).
 */
export const FIELD_ORDER = [
  'title',
  'description',
  'film',
  'category',
  'order',
  'featured',
  'client',
  'year',
  'credits',
  'cover',
  'alt',
  'loop',
  'gallery',
  'original',
  'result',
  'quote',
  'fullDescription',
]

/** The field that is a language file's text below its front matter. */
export const BODY = 'fullDescription'

/** The fields of a project, in their files: what is shared, what each language says. */
export const projectFields = { shared, translated }

/** A language's file, as the build reads it: its file name in the project's folder. */
export const languageFile = (locale: Locale) => `index.${locale}.md`

/** A file's message: a missing file is missing (the path names the file). */
const fileMissing = (issue: { input: unknown; expected: string | null }) =>
  issue.input === undefined ? 'is missing' : keyMissing(issue)

const languageSchema = v.object(translated, fileMissing)

/** What every language shares, once checked: a project with a film is a video, one without an image. */
const sharedSchema = v.pipe(
  v.object(shared, fileMissing),
  v.transform(({ film: video, ...rest }) =>
    video === undefined
      ? { ...rest, type: 'image' as const }
      : { ...rest, type: 'video' as const, film: video.address, aspect: video.frame },
  ),
)

/** Each language's words of a `{ en: …, es: … }` field. */
const wordsIn = <T>(words: Record<Locale, T> | undefined, locale: Locale) => words?.[locale]

/**
 * A folder's texts: what the languages share (with the words each language gives them, side by
 * side), and what each language says. Read as the pages use them: each language's gallery alts,
 * original alt, result and quote in that language.
 */
export const projectTextsSchema = v.pipe(
  v.object({
    project: sharedSchema,
    ...(Object.fromEntries(locales.map((locale) => [locale, languageSchema])) as Record<
      Locale,
      typeof languageSchema
    >),
  }),
  v.transform((texts) => {
    // The keys in the order the pages' data has always had them (its bytes stay the same).
    const { gallery, result, quote, ...project } = {
      ...texts.project,
      original: texts.project.original?.image,
    }
    const inLanguage = (locale: Locale) => {
      const { fullDescription, ...words } = texts[locale]
      return {
        ...words,
        gallery: gallery.map((picture) => ({ image: picture.image, alt: picture.alt[locale] })),
        ...(texts.project.original === undefined
          ? {}
          : { originalAlt: texts.project.original.alt[locale] }),
        ...(result === undefined ? {} : { result: result[locale] }),
        ...(quote === undefined
          ? {}
          : {
              quote: {
                text: quote.text[locale],
                name: quote.name,
                ...(quote.role === undefined ? {} : { role: wordsIn(quote.role, locale) }),
                ...(quote.company === undefined ? {} : { company: quote.company }),
              },
            }),
        fullDescription,
      }
    }
    return {
      project,
      ...(Object.fromEntries(locales.map((locale) => [locale, inLanguage(locale)])) as Record<
        Locale,
        ReturnType<typeof inLanguage>
      >),
    }
  }),
)

export type ProjectTexts = v.InferOutput<typeof projectTextsSchema>

/** A schema's title and, for an object, array or optional, what is inside it. */
type Described = {
  type?: string
  pipe?: readonly Described[]
  wrapped?: Described
  item?: Described
  entries?: Record<string, Described>
  title?: string
}

/** The label of a field inside `schema` at `path` (keys and list positions), as the editor shows it. */
function labelAt(schema: Described | undefined, path: (string | number)[]): string[] {
  const [key, ...rest] = path
  if (schema === undefined || key === undefined) return []
  let base: Described | undefined = schema
  for (;;) {
    if (base?.type === 'optional') base = base.wrapped
    else if (base?.pipe?.[0] !== undefined && base.pipe[0] !== base) base = base.pipe[0]
    else break
  }
  if (typeof key === 'number') return [String(key + 1), ...labelAt(base?.item, rest)]
  // A list's item field named without its position (`['gallery', 'alt']`): any item's.
  if (base?.type === 'array') return labelAt(base.item, path)
  const inner = base?.entries?.[key]
  const title = inner?.pipe?.find((action) => action.type === 'title')?.title
  return [title ?? key, ...labelAt(inner, rest)]
}

/** Labels joined as the messages say them: `Gallery 1 › Alt text › Spanish`. */
const joined = (labels: string[]) => labels.join(' › ').replace(/ › (\d+)/g, ' $1')

/**
 * A field of the project (`keys`, e.g. `['gallery', 0, 'alt', 'es']`), named as the editor
 * labels it: `Gallery 1 › Alt text › Spanish`.
 */
export function fieldLabel(...keys: (string | number)[]): string {
  return joined(labelAt({ entries: { ...shared, ...translated } } as Described, keys))
}

/**
 * Where an issue is, in the words of the folder (`shown`) and of the editor: `<folder>/<file>:
 * <field's label> <what is wrong>`, e.g. `src/content/projects/casa-marea/index.es.md: Title is
 * missing`; a field in a list names its entry (`Credits 2 › Role`).
 */
export function formatIssue(issue: v.BaseIssue<unknown>, shown: string): string {
  const [part, ...keys] = (issue.path ?? []).map((item) => item.key as string | number)
  const entries = part === 'project' ? shared : translated
  const label = joined(labelAt({ entries } as Described, keys))
  const file = languageFile(part === 'project' ? defaultLocale : (part as Locale))
  const where = keys[0] === BODY ? `${label} (the text below the second ---)` : label
  return label ? `${shown}/${file}: ${where} ${issue.message}` : `${shown}/${file} ${issue.message}`
}
