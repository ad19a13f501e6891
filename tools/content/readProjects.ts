// Build-time only (Node): reads and checks the project folders. The app never imports this; it
// gets the projects the build made from them (tools/projectsContent.ts).
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as v from 'valibot'
import { parse } from 'yaml'
import { defaultLocale, locales, type Locale } from '../../shared/locales.ts'
import { readFolderFiles } from './projectFiles.ts'
import {
  BODY,
  formatIssue,
  languageFile,
  projectFields,
  projectTextsSchema,
  fieldLabel,
  type ProjectTexts,
} from '../../src/content/projectSchema.ts'

/** Where the studio's projects live: one folder per project. */
export const PROJECTS_DIR = 'src/content/projects'

/** A project folder, checked: its texts, and where its cover, gallery pictures and clip are. */
export type CheckedFolder = ProjectTexts & {
  slug: string
  dir: string
  coverPath: string
  /** The gallery's pictures in the pages' order, each with its alt in every language. */
  galleryPictures: { path: string; alt: Record<Locale, string> }[]
  /** The master clip of its loop, if it has one. */
  clipPath?: string
  /** What the AI started from (`original.*`), if the folder has one; its alts are in the texts. */
  originalPath?: string
}

/** Every problem found in the project folders, one line each, for the person who edits them. */
export class ProjectContentError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(
      `${problems.length === 1 ? 'A project folder needs' : `${problems.length} problems in the project folders need`} fixing:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    )
    this.problems = problems
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A language file: its front matter's fields and, below it, the full description. */
function languageFileFields(text: string | undefined, file: string, problems: string[]): unknown {
  if (text === undefined) return undefined
  const match = FRONT_MATTER.exec(text)
  if (!match) {
    problems.push(`${file}: must start with its fields between two lines of three dashes (---)`)
    return {}
  }
  const fields = yamlOf(match[1] ?? '', file, problems)
  // Its paragraphs are kept: the build reads them (tools/content/parseRichText.ts).
  const body = (match[2] ?? '').trim()
  return { ...(fields as object), [BODY]: body || undefined }
}

/** The default language's fields split into what every language shares and what it says. */
function splitShared(fields: unknown) {
  if (typeof fields !== 'object' || fields === null) return { project: fields, own: fields }
  const entries = Object.entries(fields)
  const isShared = ([key]: [string, unknown]) => Object.hasOwn(projectFields.shared, key)
  return {
    project: Object.fromEntries(entries.filter(isShared)),
    own: Object.fromEntries(entries.filter((entry) => !isShared(entry))),
  }
}

/**
 * One folder, read and checked: its texts against the schema, the files they name in plain
 * code. The problems name the folder as the studio sees it (relative to the working directory).
 */
async function readFolder(dir: string) {
  const shown = relative(process.cwd(), dir) || dir
  const problems: string[] = []
  const read = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => {
        const file = languageFile(locale)
        const text = await readText(join(dir, file))
        return [locale, languageFileFields(text, `${shown}/${file}`, problems)]
      }),
    ),
  ) as Record<Locale, unknown>
  const { project, own } = splitShared(read[defaultLocale])
  const languages = { ...read, [defaultLocale]: own }
  const texts = v.safeParse(projectTextsSchema, { project, ...languages })
  const fields = (value: unknown) => (isRecord(value) ? value : {})
  const { problems: fileProblems, ...files } = await readFolderFiles(dir, shown, {
    cover: fields(project).cover,
    loop: fields(project).loop,
    original: fields(fields(project).original).image,
    gallery: fields(project).gallery,
  })
  // What every language shares is written once, in the default language's file.
  for (const locale of locales.filter((locale) => locale !== defaultLocale)) {
    for (const key of Object.keys(fields(read[locale])).filter((key) =>
      Object.hasOwn(projectFields.shared, key),
    )) {
      problems.push(
        `${shown}/${languageFile(locale)}: ${fieldLabel(key)} is the same in every language: it belongs in ${languageFile(defaultLocale)} only`,
      )
    }
  }
  // A missing default language file is missing once, not once for each part of it.
  problems.push(
    ...new Set((texts.issues ?? []).map((issue) => formatIssue(issue, shown))),
    ...fileProblems,
  )
  return { dir, texts: texts.success ? texts.output : undefined, files, problems }
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
    if (texts === undefined || files.cover === undefined) return []
    const slug = entries[index] ?? ''
    const galleryPictures = files.gallery.map((file, position) => ({
      path: join(dir, file),
      alt: Object.fromEntries(
        locales.map((locale) => [locale, texts[locale].gallery[position]?.alt ?? '']),
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
