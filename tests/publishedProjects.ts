import { readProjects } from '../tools/content/readProjects'
import { stillSrc } from '../shared/media'

/**
 * The published projects as their folders say (src/content/projects/, read and checked as the
 * build reads them), for journeys that look for each one on the built site.
 */
export const publishedProjects = (await readProjects()).map((folder) => ({
  slug: folder.slug,
  type: folder.project.type,
  category: folder.project.category,
  en: folder.en,
  es: folder.es,
  embedSrc: folder.project.type === 'video' ? folder.project.film.embedSrc : undefined,
  client: folder.project.client,
  year: folder.project.year,
  credits: folder.project.credits,
  loop: folder.clipPath !== undefined,
  // Each still's address as the build names it, and its alt in each language.
  gallery: folder.galleryPictures.map(({ alt }, index) => ({
    src: stillSrc(folder.slug, index + 1),
    ...alt,
  })),
}))
