import type { Locale } from '../../shared/locales'

/**
 * The words of what a project's window shows after its overview (issue 49: the original beside
 * the AI result, the outcome, what comes next), in each language. They live here rather than in
 * en.ts and es.ts for the privacy page's reason (privacy.ts): every page loads its language's
 * whole dictionary, and only the window reads these, so they load with its code (`ProjectBody`),
 * never with a page. Spanish is typed by the English shape, as es.ts is.
 */
const en = {
  'compare.title': 'Original and AI result',
  'compare.slider': 'Share of the original shown',
  'compare.value': '{value}% original',
  'compare.original': 'Original',
  'compare.result': 'AI result',
  'outcome.title': 'The result',
  'related.title': 'More projects',
  'related.write': 'Write to us about a project like this',
}

type ProjectWindowWords = Record<keyof typeof en, string>

const es: ProjectWindowWords = {
  'compare.title': 'Original y resultado de IA',
  'compare.slider': 'Parte del original que se muestra',
  'compare.value': '{value} % original',
  'compare.original': 'Original',
  'compare.result': 'Resultado de IA',
  'outcome.title': 'El resultado',
  'related.title': 'Más proyectos',
  'related.write': 'Escríbenos sobre un proyecto así',
}

export const projectWindowWords: Record<Locale, ProjectWindowWords> = { en, es }
