import type { ProjectPicture } from '../content/project'
import type { Locale } from '../../shared/locales'
import { fallbackImage, imageSrcSet } from '../../shared/media'

type ProjectImageProps = {
  /** The cover (`project.image`) or a still of the gallery. */
  picture: ProjectPicture
  locale: Locale
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  className?: string
  /** Above-the-fold images load eagerly with high priority; the rest wait until near the viewport. */
  priority?: boolean
}

/** A project's picture in modern formats, sized so the page never shifts while it loads. */
export function ProjectImage({
  picture,
  locale,
  sizes,
  className,
  priority = false,
}: ProjectImageProps) {
  const { src, alt, width, height } = picture
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(src, 'avif', width)} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(src, 'webp', width)} sizes={sizes} />
      <img
        className={className}
        src={fallbackImage(src)}
        alt={alt[locale]}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  )
}
