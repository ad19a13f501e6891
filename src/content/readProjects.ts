// Build-time only (Node): reads and checks the project folders. The app never imports this; it
// gets the projects the build made from them (src/build/projectsContent.ts).
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as v from 'valibot'
import { parse } from 'yaml'
import { locales, type Locale } from '../../shared/locales.ts'
import { galleryAltProblems, readFolderFiles } from './projectFiles.ts'
import { formatIssue, projectTextsSchema, type ProjectTexts } from './projectSchema.ts'

/** Where the studio's projects live: one folder per project. */
export const PROJECTS_DIR = 'src/content/projects'

/** A project folder, checked: its texts, and where its cover, gallery pictures and clip are. */
export type CheckedFolder = ProjectTexts & {
  slug: string
  dir: string
  coverPath: string
  /** `gallery/`'s pictures in the pages' order, each with its alt in every language. */
  galleryPictures: { path: string; alt: Record<Locale, string> }[]
  /** The master clip of its loop, if it has one. */
  clipPath?: string
  /** What the AI started from (`original.*`), if the folder has one; its alts are in the texts. */
  originalPath?: string
}

/** Every problem found in the project folders, one line each, for the person who edits them. */
export class ProjectContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `${problems.length === 1 ? 'A project folder needs' : `${problems.length} problems in the project folders need`} fixing:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
    this.name = 'ProjectContentError'
  }
}

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/

/** YAML read as data, or a problem in words. */
function yamlOf(text: string, file: string, problems: string[]): unknown {
  try {
    return parse(text) ?? {}
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
    problems.push(`${file}: cannot be read (${message})`)
    return {}
  }
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch {
    return undefined
  }
}

/** A language file: its front matter's fields and, below it, the full description. */
function languageFile(text: string | undefined, file: string, problems: string[]): unknown {
  if (text === undefined) return undefined
  const match = FRONT_MATTER.exec(text)
  if (!match) {
    problems.push(`${file}: must start with its fields between two lines of three dashes (---)`)
    return {}
  }
  const fields = yamlOf(match[1] ?? '', file, problems)
  const body = (match[2] ?? '').trim().replace(/\s+/g, ' ')
  return { ...(fields as object), fullDescription: body || undefined }
}

/**
 * One folder, read and checked: its texts against the schema, its files in plain code. The
 * problems name the folder as the studio sees it (relative to the working directory).
 */
async function readFolder(dir: string) {
  const shown = relative(process.cwd(), dir) || dir
  const problems: string[] = []
  const yml = await readText(join(dir, 'project.yml'))
  const project = yml === undefined ? undefined : yamlOf(yml, `${shown}/project.yml`, problems)
  const languages = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => {
        const file = `${locale}.md`
        const text = await readText(join(dir, file))
        return [locale, languageFile(text, `${shown}/${file}`, problems)]
      }),
    ),
  ) as Record<Locale, unknown>
  const texts = v.safeParse(projectTextsSchema, { project, ...languages })
  const { problems: fileProblems, ...files } = await readFolderFiles(dir, shown)
  problems.push(
    ...(texts.issues ?? []).map((issue) => formatIssue(issue, shown)),
    ...fileProblems,
    ...galleryAltProblems(shown, files.gallery, languages),
  )
  if (texts.success) problems.push(...outcomeProblems(shown, texts.output, files.original))
  return { dir, texts: texts.success ? texts.output : undefined, files, problems }
}

/**
 * The outcome's parts that go together (issue 49): an original and its alt in every language, a
 * result in every language or none, and a quote's person in `project.yml` with its words in every
 * language.
 */
function outcomeProblems(shown: string, texts: ProjectTexts, original: string | undefined) {
  const problems: string[] = []
  const quoted = texts.project.quote !== undefined
  const hasResult = locales.some((locale) => texts[locale].result !== undefined)
  for (const locale of locales) {
    const words = texts[locale]
    const where = `${shown}/${locale}.md:`
    if (original !== undefined && words.originalAlt === undefined)
      problems.push(`${where} originalAlt is missing (the alt of ${original})`)
    if (original === undefined && words.originalAlt !== undefined)
      problems.push(`${where} originalAlt names no picture: add original.webp to the folder`)
    if (hasResult && words.result === undefined) problems.push(`${where} result is missing`)
    if (quoted && words.quote === undefined) problems.push(`${where} quote is missing`)
    if (!quoted && words.quote !== undefined)
      problems.push(`${where} quote has no person: add quote: name: … to project.yml`)
  }
  return problems
}

/**
 * Reads every project folder in `root` and checks it. Returns the projects in their order
 * (`order`, then slug); throws a `ProjectContentError` naming every problem.
 */
export async function readProjects(root: string = PROJECTS_DIR): Promise<CheckedFolder[]> {
  const entries = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b))
  const folders = await Promise.all(entries.map((name) => readFolder(join(root, name))))
  const problems = folders.flatMap((folder) => folder.problems)
  const checked = folders.flatMap(({ dir, texts, files }, index) => {
    if (texts === undefined) return []
    const slug = entries[index] ?? ''
    const galleryPictures = files.gallery.map((file) => ({
      path: join(dir, 'gallery', file),
      alt: Object.fromEntries(
        locales.map((locale) => [locale, texts[locale].gallery[file] ?? '']),
      ) as Record<Locale, string>,
    }))
    return [
      {
        ...texts,
        slug,
        dir,
        coverPath: join(dir, files.cover),
        galleryPictures,
        ...(files.clip === undefined ? {} : { clipPath: join(dir, files.clip) }),
        ...(files.original === undefined ? {} : { originalPath: join(dir, files.original) }),
      },
    ]
  })
  if (problems.length > 0) throw new ProjectContentError(problems)
  return checked.sort((a, b) => a.project.order - b.project.order || a.slug.localeCompare(b.slug))
}
