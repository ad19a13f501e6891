import type { ProjectOf } from '../projects'

export const casaMarea = {
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
} as const satisfies ProjectOf<'casa-marea'>
