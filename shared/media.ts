/** The names of a project's media, for the build, the servers, the pages and the tests alike. */

/** The widths the build makes of every picture (cover and stills), in CSS pixels. */
export const IMAGE_WIDTHS = [480, 800, 1200] as const
type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** The formats the build makes of every picture: the first that a browser takes wins. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const
type ImageFormat = (typeof IMAGE_FORMATS)[number]

/** The width an `<img>` shows without `srcset`, and the widest (a still must be that wide). */
const [, FALLBACK_WIDTH, WIDEST] = IMAGE_WIDTHS
export const LARGEST_WIDTH = WIDEST

/** A loop's formats: VP9 in WebM, which every engine that plays it takes first, and H.264 in MP4. */
type LoopFormat = 'webm' | 'mp4'

const IMAGES = '/images/'
const VIDEOS = '/videos/'

/** A project's cover, without the `-<width>.<format>` of each of its files. */
export const coverSrc = (slug: string) => `${IMAGES}projects/${slug}`

/** The gallery's still `number` (1 for the first in the pages' order), as `coverSrc`. */
export const stillSrc = (slug: string, number: number) => `${coverSrc(slug)}-gallery-${number}`

/** What a project's AI started from (its folder's `original.*`), as `coverSrc`. */
export const originalSrc = (slug: string) => `${coverSrc(slug)}-original`

/** One file of a picture (`src`: `coverSrc` or `stillSrc`). */
export const imageFile = (src: string, width: ImageWidth, format: ImageFormat) =>
  `${src}-${width}.${format}`

/**
 * Every width of a picture in one format, as `srcset` lists them; a picture narrower than a width
 * lists that file once at its own (900 px: 480w, 800w, and its 1200 file as 900w).
 */
export const imageSrcSet = (src: string, format: ImageFormat, largest: number = LARGEST_WIDTH) => {
  const listed = new Map<number, string>()
  for (const width of IMAGE_WIDTHS) {
    const shown = Math.min(width, largest)
    if (!listed.has(shown)) listed.set(shown, imageFile(src, width, format))
  }
  return [...listed].map(([width, file]) => `${file} ${width}w`).join(', ')
}

/** The file an `<img>` shows where it reads no `srcset`. */
export const fallbackImage = (src: string) => imageFile(src, FALLBACK_WIDTH, 'webp')

/** A picture's largest file in the format every browser and image viewer opens (WebP). */
export const largestImage = (src: string) => imageFile(src, LARGEST_WIDTH, 'webp')

/** A project's loop in one format. */
export const loopPath = (slug: string, format: LoopFormat) => `${VIDEOS}projects/${slug}.${format}`

/** The share card the build draws for a project in one language (PNG). */
export const shareCardPath = (slug: string, locale: string) => `${IMAGES}og/${locale}/${slug}.png`

/** Whether an address is a loop's: served in the ranges a player asks for. */
export const isLoopPath = (path: string) => path.startsWith(VIDEOS)

/** Whether an address is one the build may have made a media file for. */
export const isMediaPath = (path: string) => path.startsWith(IMAGES) || isLoopPath(path)
