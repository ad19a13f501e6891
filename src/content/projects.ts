import type { Locale } from '../i18n/locales'
import { neonRequiem } from './project/neon-requiem'
import { casaMarea } from './project/casa-marea'
import { hallOfEchoes } from './project/hall-of-echoes'

/** Text the studio writes once per language. */
export type Localized = Record<Locale, string>

type ProjectBase<Slug extends string> = {
  /** Stable id used in links: `/projects?project=<slug>`. Never change a published slug. */
  slug: Slug
  category: Localized
  title: Localized
  /** One or two sentences for cards. */
  description: Localized
  image: {
    /** Path under `public/`, without extension; the build serves `.avif` and `.webp` at several widths. */
    src: string
    alt: Localized
    width: number
    height: number
  }
}

export type ProjectOf<Slug extends string> =
  | (ProjectBase<Slug> & {
      type: 'video'
      /** The privacy-enhanced player, loaded only when the visitor presses play. */
      embedSrc: string
      /** The film on its host's own page: the way to watch it when the player cannot load. */
      watchUrl: string
      aspect: '9:16' | '16:9'
    })
  | (ProjectBase<Slug> & { type: 'image' })

/**
 * Every project, in the order the projects page shows them: one module per project
 * (`content/project/<slug>.ts`), so a page that shows a few (the home page's, in
 * `featuredProjects.ts`) does not carry the rest.
 */
export const projects = [
  neonRequiem,
  casaMarea,
  hallOfEchoes,
] as const satisfies readonly ProjectOf<string>[]

/** The published slugs: the only values `?project=` accepts. */
export type ProjectSlug = (typeof projects)[number]['slug']

export type Project = ProjectOf<ProjectSlug>

export const projectSlugs = projects.map((project) => project.slug) as [
  ProjectSlug,
  ...ProjectSlug[],
]

export function findProject(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug)
}
