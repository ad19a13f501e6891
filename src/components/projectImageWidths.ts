/** The widths the build makes of every project image, as `<src>-<width>.avif|webp`. */
export const PROJECT_IMAGE_WIDTHS = [480, 800, 1200] as const
