// Build-time only (Node): the projects the app shows, made from their folders. Registered in
// vite.config.ts, never imported by the app.
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { categories } from '../src/content/categories.ts'
import { creditRoles } from '../src/content/creditRoles.ts'

import { PROJECTS_DIR, readProjects, type CheckedFolder } from './content/readProjects.ts'
import { site } from '../shared/site.ts'
import { defaultLocale, locales, type Locale } from '../shared/locales.ts'
import {
  type Localized,
  type Project,
  type ProjectLoop,
  type ProjectPicture,
  type ProjectSummary,
} from '../src/content/project.ts'
import { richParagraphs } from './content/parseRichText.ts'
import { projectImageSet, shareCard } from './projectImages.ts'
import { rangeAnswer } from '../shared/byteRange.ts'
import { projectLoop } from './projectLoops.ts'
import {
  coverSrc,
  imageFile,
  isLoopPath,
  isMediaPath,
  loopPath,
  originalSrc,
  shareCardPath,
  stillSrc,
} from '../shared/media.ts'

/** The app's two views of the catalogue: every project, and those the home page shows. */
const MODULES = {
  'virtual:projects': (built: BuiltProjects) => built.projects,
  'virtual:featured-projects': (built: BuiltProjects) => built.featured,
  'virtual:clients': (built: BuiltProjects) => built.clients,
} as const
type ModuleId = keyof typeof MODULES
const isModule = (id: string): id is ModuleId => id in MODULES

type BuiltProjects = {
  projects: Project[]
  featured: ProjectSummary[]
  /** Each client the projects name, once, with its first project: the home page's "Trusted by". */
  clients: { name: string; slug: string }[]
  /**
   * Every image and video file the pages use: its address on the site, and where the cache
   * keeps it.
   */
  files: Map<string, string>
}

/** Where the build keeps what it made: the images, and the loops. */
type CacheDirs = { images: string; loops: string }

/** A test site's share cards are drafts (`shareCard`): `SHARE_CARDS=draft`. */
const draftCards = process.env.SHARE_CARDS === 'draft'

const localized = (folder: CheckedFolder, field: 'title' | 'description' | 'alt') =>
  Object.fromEntries(locales.map((locale) => [locale, folder[locale][field]])) as Localized

/** Every file of one master image at its address (`imageFile`); its largest size. */
async function pictureSizes(
  master: Buffer,
  src: string,
  cacheDir: string,
  images: Map<string, string>,
  options?: { aiMade: boolean },
) {
  const set = await projectImageSet(master, cacheDir, options)
  for (const { width, format, name } of set.files) {
    images.set(imageFile(src, width, format), join(set.dir, name))
  }
  return { width: set.width, height: set.height }
}

/** A folder's loop in each format at its address (`loopPath`), if it has a clip. */
async function loopOf(
  folder: CheckedFolder,
  cacheDir: string,
  files: Map<string, string>,
): Promise<ProjectLoop | undefined> {
  if (folder.clipPath === undefined) return undefined
  const loop = await projectLoop(folder.clipPath, cacheDir)
  const webm = loopPath(folder.slug, 'webm')
  const mp4 = loopPath(folder.slug, 'mp4')
  files.set(webm, join(loop.dir, loop.files.webm))
  files.set(mp4, join(loop.dir, loop.files.mp4))
  return { webm, mp4, width: loop.width, height: loop.height }
}

/** The folder's original in every size, not marked as AI-made: what the AI started from. */
async function originalOf(
  folder: CheckedFolder,
  cacheDir: string,
  files: Map<string, string>,
): Promise<ProjectPicture | undefined> {
  if (folder.originalPath === undefined) return undefined
  const src = originalSrc(folder.slug)
  const size = await pictureSizes(await readFile(folder.originalPath), src, cacheDir, files, {
    aiMade: false,
  })
  const alt = Object.fromEntries(
    locales.map((locale) => [locale, folder[locale].originalAlt ?? '']),
  ) as Localized
  return { src, alt, ...size }
}

/** The result and the quote, when the folder states them (its checks make them whole). */
function outcomeOf(folder: CheckedFolder): Pick<Project, 'result' | 'quote'> {
  const each = (read: (locale: Locale) => string | undefined) =>
    Object.fromEntries(locales.map((locale) => [locale, read(locale) ?? ''])) as Localized
  const { result, quote } = folder[defaultLocale]
  return {
    ...(result === undefined ? {} : { result: each((locale) => folder[locale].result) }),
    ...(quote === undefined
      ? {}
      : {
          quote: {
            text: each((locale) => folder[locale].quote?.text),
            name: quote.name,
            ...(quote.role === undefined
              ? {}
              : { role: each((locale) => folder[locale].quote?.role) }),
            ...(quote.company === undefined ? {} : { company: quote.company }),
          },
        }),
  }
}

/** A category's or a role's names; the project's schema has refused a key its list lacks. */
function namesOf(names: Record<string, Localized>, key: string): Localized {
  const found = names[key]
  if (found === undefined) throw new Error(`${key} has no names (src/content/site/)`)
  return found
}

/** One folder as the pages read it, its images and loop made (or found in the cache). */
async function buildProject(folder: CheckedFolder, cache: CacheDirs, files: Map<string, string>) {
  const master = await readFile(folder.coverPath)
  const src = coverSrc(folder.slug)
  const size = await pictureSizes(master, src, cache.images, files)
  const gallery: ProjectPicture[] = []
  for (const [index, picture] of folder.galleryPictures.entries()) {
    const pictureSrc = stillSrc(folder.slug, index + 1)
    const pictureSize = await pictureSizes(
      await readFile(picture.path),
      pictureSrc,
      cache.images,
      files,
    )
    gallery.push({ src: pictureSrc, alt: picture.alt, ...pictureSize })
  }
  const loop = await loopOf(folder, cache.loops, files)
  const original = await originalOf(folder, cache.images, files)
  const category = namesOf(categories, folder.project.category)
  const title = localized(folder, 'title')
  for (const locale of locales) {
    const card = await shareCard(
      master,
      { brand: site.brandName, category: category[locale], title: title[locale] },
      cache.images,
      { draft: draftCards },
    )
    files.set(shareCardPath(folder.slug, locale), card)
  }
  const base = {
    slug: folder.slug,
    categoryKey: folder.project.category,
    category,
    title,
    description: localized(folder, 'description'),
    fullDescription: Object.fromEntries(
      locales.map((locale) => [locale, richParagraphs(folder[locale].fullDescription)]),
    ) as Project['fullDescription'],
    image: { src, alt: localized(folder, 'alt'), ...size },
    ...(folder.project.client === undefined ? {} : { client: folder.project.client }),
    ...(folder.project.year === undefined ? {} : { year: folder.project.year }),
    credits: folder.project.credits.map(({ role, name }) => ({
      role: namesOf(creditRoles, role),
      name,
    })),
    gallery,
    ...(loop === undefined ? {} : { loop }),
    ...(original === undefined ? {} : { original }),
    ...outcomeOf(folder),
  }
  const { project } = folder
  if (project.type === 'image') return { ...base, type: 'image' } satisfies Project
  return { ...base, type: 'video', aspect: project.aspect, ...project.film } satisfies Project
}

async function buildProjects(contentDir: string, cache: CacheDirs): Promise<BuiltProjects> {
  const folders = await readProjects(contentDir)
  const files = new Map<string, string>()
  // Side by side: one project's encodings alone leave a core idle most of the time.
  const projects = await Promise.all(folders.map((folder) => buildProject(folder, cache, files)))
  // A card's fields only: the home page carries no long texts.
  const featured = projects
    .filter((_, index) => folders[index]?.project.featured)
    .map(({ slug, category, title, description, image }) => ({
      slug,
      category,
      title,
      description,
      image,
    }))
  const clients: BuiltProjects['clients'] = []
  for (const { client, slug } of projects) {
    if (client !== undefined && !clients.some(({ name }) => name === client))
      clients.push({ name: client, slug })
  }
  return { projects, featured, clients, files }
}

const TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  webm: 'video/webm',
  mp4: 'video/mp4',
}

/**
 * Serves the made images and loops in development, where nothing is written to `dist/`. A
 * video is served in the ranges a player asks for (Safari asks for nothing else).
 */
function serveMadeFiles(server: ViteDevServer, built: () => Promise<BuiltProjects>) {
  server.middlewares.use((request, response, next) => {
    const path = request.url?.split('?')[0] ?? ''
    if (!isMediaPath(path)) return next()
    built()
      .then(async ({ files }) => {
        const file = files.get(path)
        if (!file) return next()
        const body = await readFile(file)
        response.setHeader('Content-Type', TYPES[path.split('.').pop() ?? ''] ?? 'image/png')
        if (!isLoopPath(path)) return response.end(body)
        response.setHeader('Accept-Ranges', 'bytes')
        const answer = rangeAnswer(request.headers.range, body)
        response.statusCode = answer.status
        if (answer.contentRange) response.setHeader('Content-Range', answer.contentRange)
        response.end(answer.body ?? undefined)
      })
      .catch(next)
  })
}

/**
 * Every project folder (`src/content/projects/<slug>/`, or `PROJECTS_DIR`), checked by the
 * schema and turned into what the pages use: the modules `virtual:projects` (every project, in
 * order) and `virtual:featured-projects` (the home page's), each project's images at every
 * width in AVIF and WebP, and its share card in each language. A folder that breaks a rule
 * stops the build and the dev server with the folder, the file and the field named.
 */
export function projectsContent(): Plugin {
  const contentDir = resolve(process.env.PROJECTS_DIR ?? PROJECTS_DIR)
  const cache: CacheDirs = { images: '', loops: '' }
  let ssr = false
  let pending: Promise<BuiltProjects> | undefined
  const built = () => (pending ??= buildProjects(contentDir, cache))
  return {
    name: 'unreal:projects-content',
    configResolved(config) {
      cache.images = join(config.root, 'node_modules/.cache/project-images')
      cache.loops = join(config.root, 'node_modules/.cache/project-loops')
      ssr = Boolean(config.build.ssr)
    },
    async buildStart() {
      this.addWatchFile(contentDir)
      await built()
    },
    resolveId(id) {
      return isModule(id) ? `\0${id}` : undefined
    },
    async load(id) {
      const name = id.slice(1)
      if (!id.startsWith('\0') || !isModule(name)) return undefined
      const projects = MODULES[name](await built())
      return `export const projects = ${JSON.stringify(projects)}`
    },
    async generateBundle() {
      if (ssr) return
      for (const [path, file] of (await built()).files) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: await readFile(file) })
      }
    },
    configureServer(server) {
      serveMadeFiles(server, built)
      server.watcher.add(contentDir)
      server.watcher.on('all', (_event, path) => {
        if (!resolve(path).startsWith(contentDir)) return
        pending = undefined
        for (const name of Object.keys(MODULES)) {
          const module = server.moduleGraph.getModuleById(`\0${name}`)
          if (module) server.moduleGraph.invalidateModule(module)
        }
        server.ws.send({ type: 'full-reload' })
      })
    },
  }
}
