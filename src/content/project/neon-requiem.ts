import type { ProjectOf } from '../projects'
import { site } from '../site'

export const neonRequiem = {
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
} as const satisfies ProjectOf<'neon-requiem'>
