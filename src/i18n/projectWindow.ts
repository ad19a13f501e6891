import type { Dictionary } from './dictionary'

/**
 * The words of what a project's window shows after its overview (issue 49: the original beside
 * the AI result, the outcome, what comes next): a dictionary apart (`Dictionary`, translate.ts),
 * because every page loads its language's main dictionary and only the window reads these, so
 * they load with its code (`ProjectBody`), never with a page.
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
} as const

export const projectWindowWords: Dictionary<typeof en> = {
  en,
  es: {
    'compare.title': 'Original y resultado de IA',
    'compare.slider': 'Parte del original que se muestra',
    'compare.value': '{value} % original',
    'compare.original': 'Original',
    'compare.result': 'Resultado de IA',
    'outcome.title': 'El resultado',
    'related.title': 'Más proyectos',
    'related.write': 'Escríbenos sobre un proyecto así',
  },
}
