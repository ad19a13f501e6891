import type { Locale } from '../i18n/locales'
import { site } from './site'

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

type ProjectOf<Slug extends string> =
  | (ProjectBase<Slug> & {
      type: 'video'
      /** The privacy-enhanced player, loaded only when the visitor presses play. */
      embedSrc: string
      /** The film on its host's own page: the way to watch it when the player cannot load. */
      watchUrl: string
      aspect: '9:16' | '16:9'
    })
  | (ProjectBase<Slug> & { type: 'image' })

export const projects = [
  {
    slug: 'neon-requiem',
    type: 'video',
    aspect: '9:16',
    embedSrc: site.videoEmbedUrl,
    watchUrl: site.videoWatchUrl,
    category: { en: 'Music Video', es: 'Videoclip' },
    title: { en: 'Neon Requiem', es: 'Réquiem de neón' },
    description: {
      en: 'A vertical music video where a singer walks through a city that rebuilds itself in light.',
      es: 'Un videoclip vertical en el que una cantante recorre una ciudad que se reconstruye con luz.',
    },
    image: {
      src: '/images/projects/neon-requiem',
      alt: {
        en: 'A figure in a glowing violet coat stands in a rain-soaked street lit by neon signs.',
        es: 'Una figura con un abrigo violeta luminoso en una calle mojada por la lluvia, iluminada por letreros de neón.',
      },
      width: 1200,
      height: 900,
    },
  },
  {
    slug: 'casa-marea',
    type: 'image',
    category: { en: 'Commercial', es: 'Publicidad' },
    title: { en: 'Casa Marea', es: 'Casa Marea' },
    description: {
      en: 'A campaign concept for beachfront homes, sold before the first brick was laid.',
      es: 'Un concepto de campaña para viviendas frente al mar, vendido antes de poner el primer ladrillo.',
    },
    image: {
      src: '/images/projects/casa-marea',
      alt: {
        en: 'White terraced houses above a turquoise beach at golden hour.',
        es: 'Casas blancas escalonadas sobre una playa turquesa a la hora dorada.',
      },
      width: 1200,
      height: 900,
    },
  },
  {
    slug: 'hall-of-echoes',
    type: 'video',
    aspect: '16:9',
    embedSrc: site.videoEmbedUrl,
    watchUrl: site.videoWatchUrl,
    category: { en: 'Documentary', es: 'Documental' },
    title: { en: 'Hall of Echoes', es: 'Sala de ecos' },
    description: {
      en: 'A short documentary for a museum that brings its lost artefacts back to life.',
      es: 'Un documental breve para un museo que devuelve la vida a sus piezas perdidas.',
    },
    image: {
      src: '/images/projects/hall-of-echoes',
      alt: {
        en: 'A marble museum hall where translucent statues glow in shafts of light.',
        es: 'Una sala de museo de mármol donde estatuas translúcidas brillan bajo haces de luz.',
      },
      width: 1200,
      height: 900,
    },
  },
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
