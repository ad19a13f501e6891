import type { PlainMessageKey } from '../i18n/translate'

/** The icon drawn on a service card; the home page owns the drawings. */
export type ServiceIcon = 'camera' | 'clapper' | 'wave'

export type Service = {
  /** Stable id, also used for element ids on the page. */
  id: string
  icon: ServiceIcon
  /** The words live in `i18n/` so both languages stay in step. */
  titleKey: PlainMessageKey
  descriptionKey: PlainMessageKey
}

/** The studio's services, in the order the home page shows them. */
export const services = [
  {
    id: 'product-photography',
    icon: 'camera',
    titleKey: 'services.productPhotography.title',
    descriptionKey: 'services.productPhotography.description',
  },
  {
    id: 'commercials',
    icon: 'clapper',
    titleKey: 'services.commercials.title',
    descriptionKey: 'services.commercials.description',
  },
  {
    id: 'music-videos',
    icon: 'wave',
    titleKey: 'services.musicVideos.title',
    descriptionKey: 'services.musicVideos.description',
  },
] as const satisfies readonly Service[]
