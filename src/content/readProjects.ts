// Build-time only (Node): reads and checks the project folders. The app never imports this; it
// gets the projects the build made from them (src/build/projectsContent.ts).
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { parse } from 'yaml'
import { locales, type Locale } from '../../shared/locales.ts'
import { probeClip } from '../build/ffmpeg.ts'
import {
  CLIP_NAMES,
  formatIssue,
  isPicture,
  MAX_CLIP_BYTES,
  projectFoldersSchema,
  type ProjectFolder,
  type ProjectFolderInput,
} from './projectSchema.ts'

/** Where the studio's projects live: one folder per project. */
export const PROJECTS_DIR = 'src/content/projects'

const COVERS = ['cover.jpg', 'cover.jpeg', 'cover.png', 'cover.webp']

/** A project folder, checked: its fields, and where its master image and gallery pictures are. */
export type CheckedFolder = ProjectFolder & {
  dir: string
  coverPath: string
  /** `gallery/`'s pictures in the pages' order, each with its alt in every language. */
  galleryPictures: { path: string; alt: Record<Locale, string> }[]
  /** The master clip of its loop, if it has one. */
  clipPath?: string
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

async function coverOf(dir: string, names: string[]) {
  const file = COVERS.find((name) => names.includes(name))
  if (!file) return { file: undefined, width: undefined }
  const { width } = await sharp(join(dir, file)).metadata()
  return { file, width }
}

/** Width of a picture, or undefined when it cannot be read as one. */
async function widthOf(path: string): Promise<number | undefined> {
  try {
    return (await sharp(path).metadata()).width
  } catch {
    return undefined
  }
}

/**
 * The files of the folder's `gallery/` in file-name order, numbers as numbers (`2-` before
 * `10-`), and the width of each picture; none without the folder.
 */
async function galleryOf(dir: string, names: string[]) {
  if (!names.includes('gallery')) return []
  const files = (await readdir(join(dir, 'gallery')))
    .filter((name) => !name.startsWith('.'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  return Promise.all(
    files.map(async (file) => {
      const width = isPicture(file) ? await widthOf(join(dir, 'gallery', file)) : undefined
      return width === undefined ? { file } : { file, width }
    }),
  )
}

/**
 * The folder's clip: its name (or names, when there are two), its size and what ffmpeg reads of
 * it. A file too large to take is not read.
 */
async function clipOf(dir: string, names: string[]) {
  const files = names.filter((name) => CLIP_NAMES.includes(name))
  if (files.length !== 1 || files[0] === undefined) return { files }
  const path = join(dir, files[0])
  const bytes = (await stat(path)).size
  if (bytes > MAX_CLIP_BYTES) return { files, bytes }
  const probe = await probeClip(path)
  return probe ? { files, bytes, duration: probe.duration } : { files, bytes }
}

/**
 * Reads every project folder in `root` and checks it against the schema. Returns the projects
 * in their order (`order`, then slug); throws a `ProjectContentError` naming every problem.
 */
export async function readProjects(root: string = PROJECTS_DIR): Promise<CheckedFolder[]> {
  const entries = await readdir(root, { withFileTypes: true })
  const problems: string[] = []
  const folders = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map(async (entry) => {
        const dir = join(root, entry.name)
        const shown = relative(process.cwd(), dir) || dir
        const names = await readdir(dir)
        const yml = await readText(join(dir, 'project.yml'))
        const input = {
          slug: entry.name,
          project: yml === undefined ? undefined : yamlOf(yml, `${shown}/project.yml`, problems),
          ...Object.fromEntries(
            await Promise.all(
              locales.map(async (locale) => [
                locale,
                languageFile(
                  await readText(join(dir, `${locale}.md`)),
                  `${shown}/${locale}.md`,
                  problems,
                ),
              ]),
            ),
          ),
          cover: await coverOf(dir, names),
          gallery: await galleryOf(dir, names),
          clip: await clipOf(dir, names),
        } as ProjectFolderInput
        return { dir, shown, input }
      }),
  )
  folders.sort((a, b) => a.input.slug.localeCompare(b.input.slug))
  const result = v.safeParse(
    projectFoldersSchema,
    folders.map((folder) => folder.input),
  )
  const issues = result.success ? [] : result.issues
  problems.push(
    ...issues.map((issue) =>
      formatIssue(issue, (index) => ({
        dir: folders[index]?.shown ?? root,
        coverFile: folders[index]?.input.cover.file,
        galleryFiles: folders[index]?.input.gallery.map(({ file }) => file),
        clipFiles: folders[index]?.input.clip.files,
      })),
    ),
  )
  if (problems.length > 0 || !result.success) throw new ProjectContentError(problems)
  return result.output
    .map((folder, index) => {
      const { dir, input } = folders[index] ?? { dir: '', input: undefined }
      const galleryPictures = folder.gallery.map(({ file }) => ({
        path: join(dir, 'gallery', file),
        alt: Object.fromEntries(
          locales.map((locale) => [locale, folder[locale].gallery[file] ?? '']),
        ) as Record<Locale, string>,
      }))
      const [clip] = folder.clip.files
      return {
        ...folder,
        dir,
        coverPath: join(dir, input?.cover.file ?? ''),
        galleryPictures,
        ...(clip === undefined ? {} : { clipPath: join(dir, clip) }),
      }
    })
    .sort((a, b) => a.project.order - b.project.order || a.slug.localeCompare(b.slug))
}
