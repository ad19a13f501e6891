import type { Service } from '../../src/content/siteSchema'

/** The studio's words as the editor journey (tests/e2e/project-added.spec.ts) edits them. */
export const spanishHeroTitle = 'Hacemos que lo irreal parezca verdad'

export const newService = {
  id: 'brand-films',
  icon: 'clapper',
  title: { en: 'Brand Films', es: 'Películas de marca' },
  description: {
    en: 'Short films that carry a brand’s world to the screens its people watch.',
    es: 'Cortos que llevan el mundo de una marca a las pantallas que mira su gente.',
  },
} as const satisfies Service

/**
 * A service without its Spanish title, refused by the editor and by the build in the same words
 * (issue 58): the field's labels, and Sveltia CMS's words for a required field left empty
 * (`validation.value_missing`, which readSite.test.ts checks the build's REQUIRED is).
 */
export const missingSpanishTitle = {
  labels: ['Title', 'Spanish'],
  words: 'This field is required.',
} as const
