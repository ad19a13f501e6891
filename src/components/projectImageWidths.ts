import type { ProjectPicture } from '../content/project'

/** The widths the build makes of every project image, as `<src>-<width>.avif|webp`. */
export const PROJECT_IMAGE_WIDTHS = [480, 800, 1200] as const

/** A picture's largest image in the format every browser and image viewer opens (WebP). */
export const largestImage = ({ src }: Pick<ProjectPicture, 'src'>) =>
  `${src}-${PROJECT_IMAGE_WIDTHS[PROJECT_IMAGE_WIDTHS.length - 1]}.webp`
