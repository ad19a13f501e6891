import { site } from '../content/site'
import type { Locale } from './locales'

/**
 * Words only crawlers and link previews read: the pages' descriptions and the share image's
 * text. The prerender writes them into each page's head (`pageHead.ts`, `src/ssr/seo.ts`); the
 * browser never shows them, so they are not in the messages the app loads (`en.ts`, `es.ts`).
 */
export const seoText = {
  en: {
    home: `${site.brandName} creates AI-generated product photography, commercials, music videos and experimental films for brands and creators.`,
    projects: `Music videos, commercial concepts and documentaries made with AI by ${site.brandName}.`,
    shareImage: `${site.brandName} — AI-generated photography, commercials and films`,
  },
  es: {
    home: `${site.brandName} crea con IA fotografía de producto, anuncios, videoclips y cine experimental para marcas y creadores.`,
    projects: `Videoclips, conceptos publicitarios y documentales creados con IA por ${site.brandName}.`,
    shareImage: `${site.brandName} — fotografía, anuncios y películas generados con IA`,
  },
} as const satisfies Record<Locale, Record<string, string>>

/** An indexable page's description, by its entry in `seoText`. */
export type PageDescription = 'home' | 'projects'
