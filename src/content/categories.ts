/**
 * The categories a project can be in (its `index.en.md` names one by its key), with their names
 * in each language. A new category is one more line here.
 */
export const categories = {
  'music-video': { en: 'Music Video', es: 'Videoclip' },
  commercial: { en: 'Commercial', es: 'Publicidad' },
  documentary: { en: 'Documentary', es: 'Documental' },
  'product-photography': { en: 'Product Photography', es: 'Fotografía de producto' },
  'experimental-film': { en: 'Experimental Film', es: 'Cine experimental' },
} as const

export type CategoryKey = keyof typeof categories
