import type { Dictionary } from './dictionary'

/** The words of a project's window after its overview: a dictionary apart, loaded with it. */
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
