// Build-time only (Node): the projects the app shows, made from their folders. Registered in
// vite.config.ts, never imported by the app.
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { categories } from '../content/categories.ts'
import { creditRoles } from '../content/creditRoles.ts'
import { filmFrom } from '../content/film.ts'

import { PROJECTS_DIR, readProjects, type CheckedFolder } from '../content/readProjects.ts'
import { site } from '../content/site.ts'
import { locales } from '../i18n/locales.ts'
import {
  projectImagePath,
  type Localized,
  type Project,
  type ProjectPicture,
  type ProjectSummary,
} from '../content/project.ts'
import { projectImageSet, shareCard } from './projectImages.ts'

/** The app's two views of the catalogue: every project, and those the home page shows. */
const MODULES = {
  'virtual:projects': (built: BuiltProjects) => built.projects,
  'virtual:featured-projects': (built: BuiltProjects) => built.featured,
} as const
type ModuleId = keyof typeof MODULES
const isModule = (id: string): id is ModuleId => id in MODULES

type BuiltProjects = {
  projects: Project[]
  featured: ProjectSummary[]
  /** Every image file the pages use: its address on the site, and where the cache keeps it. */
  images: Map<string, string>
}

const localized = (
  folder: CheckedFolder,
  field: 'title' | 'description' | 'alt' | 'fullDescription',
) => Object.fromEntries(locales.map((locale) => [locale, folder[locale][field]])) as Localized

/** Every size of one master image at `<src>-<width>.<format>`; its largest size. */
async function pictureSizes(
  master: Buffer,
  src: string,
  cacheDir: string,
  images: Map<string, string>,
) {
  const set = await projectImageSet(master, cacheDir)
  for (const file of set.files) {
    const [width, format] = file.split('.')
    images.set(`${src}-${width}.${format}`, join(set.dir, file))
  }
  return { width: set.width, height: set.height }
}

/** One folder as the pages read it, its images made (or found in the cache). */
async function buildProject(folder: CheckedFolder, cacheDir: string, images: Map<string, string>) {
  const master = await readFile(folder.coverPath)
  const src = `/images/projects/${folder.slug}`
  const size = await pictureSizes(master, src, cacheDir, images)
  const gallery: ProjectPicture[] = []
  for (const [index, picture] of folder.galleryPictures.entries()) {
    const pictureSrc = `${src}-gallery-${index + 1}`
    const pictureSize = await pictureSizes(
      await readFile(picture.path),
      pictureSrc,
      cacheDir,
      images,
    )
    gallery.push({ src: pictureSrc, alt: picture.alt, ...pictureSize })
  }
  const category = categories[folder.project.category]
  const title = localized(folder, 'title')
  for (const locale of locales) {
    const card = await shareCard(
      master,
      { brand: site.brandName, category: category[locale], title: title[locale] },
      cacheDir,
    )
    images.set(projectImagePath(folder.slug, locale), card)
  }
  const base = {
    slug: folder.slug,
    category,
    title,
    description: localized(folder, 'description'),
    fullDescription: localized(folder, 'fullDescription'),
    image: { src, alt: localized(folder, 'alt'), ...size },
    ...(folder.project.client === undefined ? {} : { client: folder.project.client }),
    ...(folder.project.year === undefined ? {} : { year: folder.project.year }),
    credits: folder.project.credits.map(({ role, name }) => ({ role: creditRoles[role], name })),
    gallery,
  }
  const { project } = folder
  if (project.type === 'image') return { ...base, type: 'image' } satisfies Project
  // The schema has checked the film's address.
  const film = filmFrom(project.film) ?? { embedSrc: '', watchUrl: '', host: 'YouTube' }
  return { ...base, type: 'video', aspect: project.aspect, ...film } satisfies Project
}

async function buildProjects(contentDir: string, cacheDir: string): Promise<BuiltProjects> {
  const folders = await readProjects(contentDir)
  const images = new Map<string, string>()
  const projects: Project[] = []
  for (const folder of folders) projects.push(await buildProject(folder, cacheDir, images))
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
  return { projects, featured, images }
}

/** Serves the made images in development, where nothing is written to `dist/`. */
function serveImages(server: ViteDevServer, built: () => Promise<BuiltProjects>) {
  server.middlewares.use((request, response, next) => {
    const path = request.url?.split('?')[0] ?? ''
    if (!path.startsWith('/images/')) return next()
    built()
      .then(async ({ images }) => {
        const file = images.get(path)
        if (!file) return next()
        const type = path.endsWith('.avif')
          ? 'image/avif'
          : path.endsWith('.webp')
            ? 'image/webp'
            : 'image/png'
        response.setHeader('Content-Type', type)
        response.end(await readFile(file))
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
  let cacheDir = ''
  let ssr = false
  let pending: Promise<BuiltProjects> | undefined
  const built = () => (pending ??= buildProjects(contentDir, cacheDir))
  return {
    name: 'unreal:projects-content',
    configResolved(config) {
      cacheDir = join(config.root, 'node_modules/.cache/project-images')
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
      for (const [path, file] of (await built()).images) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: await readFile(file) })
      }
    },
    configureServer(server) {
      serveImages(server, built)
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
