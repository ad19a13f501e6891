import type { ProjectOf } from '../projects'
import { site } from '../site'

export const hallOfEchoes = {
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
} as const satisfies ProjectOf<'hall-of-echoes'>
