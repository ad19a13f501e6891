import { projects } from 'virtual:projects'
import { categoryChoices } from '../../src/features/projects/projectCategories'
import { translatorFor, wordsFor } from '../../src/i18n/dictionaries'
import { locales, localizedPath } from '../../shared/locales'
import { categoryPagePath, projectPagePath } from '../../shared/pages'
import { projectPath, projectTitle } from '../../src/pageHead'
import { pages, type PageName } from '../../src/pages'
import { organizationJsonLdTag, projectJsonLdTag } from './seo'

/** One HTML file the prerender writes: which URL it renders, and what it must hold. */
type PrerenderedPage = {
  /** For the build's messages: the page's name, or the project's. */
  name: string
  url: string
  locale: (typeof locales)[number]
  /** Where the host looks for it, inside the build's folder. */
  file: string
  /** The `<title>` the rendered head must hold (the build fails otherwise). */
  title: string
  /** JSON-LD tags added to its head (`seo.ts`). */
  jsonLd: string
}

/**
 * Every page the build writes, in every language:
 * - each page of `src/pages.ts`, where a static host looks for it: `/projects` →
 *   projects/index.html, the not-found page `/404` → 404.html, and the same under each other
 *   language's prefix (`localizedPath`);
 * - each project's own page: the projects page with that project open (`/projects?project=<slug>`),
 *   written where the Worker finds it (`projectPagePath`) to answer a shared link;
 * - the projects page filtered by each category that has projects (`/projects?category=<key>`),
 *   where the Worker finds it (`categoryPagePath`) to answer a filter's link.
 */
export function prerenderedPages(): PrerenderedPage[] {
  const sitePages = Object.entries(pages).flatMap(([name, page]) =>
    locales.map((locale) => {
      const url = localizedPath(page.path, locale)
      const file = name === 'notFound' ? `${url}.html` : `${url.replace(/\/$/, '')}/index.html`
      return {
        name,
        url,
        locale,
        file: file.replace(/^\//, ''),
        title: wordsFor(locale).pages[name as PageName].title,
        jsonLd: page.indexable ? organizationJsonLdTag(locale) : '',
      }
    }),
  )
  // They stay (the hand-over, src/handover/start.tsx): a shared link's first paint shows its project.
  const projectPages = projects.flatMap((project) =>
    locales.map((locale) => ({
      name: `project ${project.slug}`,
      url: projectPath(project.slug, locale),
      locale,
      file: `${projectPagePath(project.slug, locale).replace(/^\//, '')}.html`,
      title: projectTitle(translatorFor(locale), project, locale),
      jsonLd: organizationJsonLdTag(locale) + projectJsonLdTag(project, locale),
    })),
  )
  const categoryPages = categoryChoices(projects).flatMap(({ key }) =>
    locales.map((locale) => ({
      name: `category ${key}`,
      url: `${localizedPath(pages.projects.path, locale)}?category=${key}`,
      locale,
      file: `${categoryPagePath(key, locale).replace(/^\//, '')}.html`,
      title: wordsFor(locale).pages.projects.title,
      jsonLd: organizationJsonLdTag(locale),
    })),
  )
  return [...sitePages, ...projectPages, ...categoryPages]
}
