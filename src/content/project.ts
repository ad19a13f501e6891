import type { CategoryKey } from './categories'
import type { Film } from './film'
import type { RichParagraph } from './richText'
import type { Locale } from '../../shared/locales'

/** Text the studio writes once per language. */
export type Localized = Record<Locale, string>

/** A project's stable id in links (`/projects?project=<slug>`): its folder's name. */
type ProjectSlug = string

type ProjectBase = {
  slug: ProjectSlug
  /** Its category's key (`src/content/categories.ts`): what `?category=` names. */
  categoryKey: CategoryKey
  /** Its category's name in each language. */
  category: Localized
  title: Localized
  /** One or two sentences for cards. */
  description: Localized
  /** The long text of the project's modal and own page: its paragraphs, in each language. */
  fullDescription: Record<Locale, RichParagraph[]>
  /** For whom it was made (a client's name is the same in every language). */
  client?: string
  year?: number
  /** Who made it, in the order the studio lists them. */
  credits: { role: Localized; name: string }[]
  /** Its cover: the picture of its card, its dialog and its share cards. */
  image: ProjectPicture
  /** Further stills (the folder's `gallery/`), in the studio's order; none: empty. */
  gallery: ProjectPicture[]
  /** A short silent loop the card plays while in view, made from the folder's clip. */
  loop?: ProjectLoop
  /** What the AI started from (a packshot, a plan), shown beside the cover in a comparison. */
  original?: ProjectPicture
  /** What it achieved for the client, in a sentence or two. */
  result?: Localized
  /** Who vouches for it. */
  quote?: ProjectQuote
}

/** A client's words about a project, with who said them. */
type ProjectQuote = {
  text: Localized
  name: string
  role?: Localized
  company?: string
}

/** A picture the build made in every size and format from one master image. */
export type ProjectPicture = {
  /** Path of the build's images, without the `-<width>.<format>` the build adds. */
  src: string
  alt: Localized
  /** The size of the largest image the build writes (`LARGEST_WIDTH`, shared/media.ts). */
  width: number
  height: number
}

/** The web versions the build made of a folder's clip: silent, short, sized for a card. */
export type ProjectLoop = {
  /** VP9 in WebM: what every engine that plays it takes first. */
  webm: string
  /** H.264 in MP4: for the engines without VP9 (older Safari). */
  mp4: string
  width: number
  height: number
}

/**
 * A published project as the pages read it: what its folder in `src/content/projects/` says,
 * checked and completed by the build (`readProjects.ts`, `tools/projectsContent.ts`).
 */
export type Project =
  | (ProjectBase & {
      type: 'video'
      /** The privacy-enhanced player, loaded only when the visitor presses play. */
      embedSrc: string
      /** The film on its host's own page, named by `host`: a way to watch it beside the player. */
      watchUrl: string
      host: Film['host']
      aspect: '9:16' | '16:9'
    })
  | (ProjectBase & { type: 'image' })

/** What a card shows of a project (the home page's carry no more). */
export type ProjectSummary = Pick<Project, 'slug' | 'category' | 'title' | 'description' | 'image'>
