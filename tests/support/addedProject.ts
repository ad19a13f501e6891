// The project the editor journey adds (tests/e2e/fixture-sites.setup.ts), and its build's folder.
export const SLUG = 'salt-and-glass'
export const OUT = 'dist-added'
/** The new service's place in the home page's list once moved: second. */
export const SERVICE_PLACE = 1

export const text = {
  en: {
    title: 'Salt and Glass',
    description: 'A perfume campaign shot in a salt flat that never existed.',
    alt: 'A glass bottle on white salt under a pink evening sky.',
    full: [
      'Salt and Glass is a product campaign for a small perfume house.',
      'We built a salt flat at dusk around the bottle, frame by frame, so the scent could be seen before it was smelled.',
    ],
    quote: 'It is exactly the scent we had in mind.',
    result: 'The campaign ran in four countries a week after the brief.',
    originalAlt: 'The bottle photographed on a grey table.',
    category: 'Product Photography',
    gallery: ['The salt flat reaching to pink mountains at dusk.', 'The bottle in the last light.'],
  },
  es: {
    title: 'Sal y cristal',
    description: 'Una campaña de perfume en un salar que nunca existió.',
    alt: 'Un frasco de cristal sobre sal blanca bajo un cielo rosa al atardecer.',
    full: [
      'Sal y cristal es una campaña de producto para una pequeña casa de perfumes.',
      'Construimos un salar al anochecer alrededor del frasco, fotograma a fotograma, para que el aroma se viera antes de olerlo.',
    ],
    quote: 'Es exactamente el aroma que imaginábamos.',
    result: 'La campaña salió en cuatro países una semana después del encargo.',
    originalAlt: 'El frasco fotografiado sobre una mesa gris.',
    category: 'Fotografía de producto',
    gallery: ['El salar hasta las montañas rosas al anochecer.', 'El frasco con la última luz.'],
  },
} as const
export const credits = [
  ['direction', 'Direction', 'Lucía Ortega'],
  ['ai-artist', 'AI artist', 'Kenji Mori'],
] as const
/** For whom it was made, and who said the quote (a name is the same in every language). */
export const client = 'Maison Sel'
export const quoteName = 'Clara Vidal'
/** The gallery's pictures, as added (each language's alt at the same place in `text`). */
export const galleryFiles = ['salt-flat.webp', 'dusk.webp'] as const
/** The gallery's order once the second picture is moved to the top: indexes into the above. */
export const galleryOrder = [1, 0] as const
