import { site } from '../../shared/site'
import type { Dictionary } from './dictionary'

/**
 * The error page's words in both languages, in the app's entry: it must speak when a language's
 * main dictionary is what could not be loaded.
 */
const en = {
  'meta.error.title': `Something went wrong — ${site.brandName}`,
  'error.title': 'Unexpected Application Error!',
  'error.description':
    'Something went wrong while showing this page. Reloading or going home usually helps.',
  'error.home': 'Return to Home',
  'error.retry': 'Try again',
} as const

export const errorPageMessages: Dictionary<typeof en> = {
  en,
  es: {
    'meta.error.title': `Algo salió mal — ${site.brandName}`,
    'error.title': '¡Error inesperado en la aplicación!',
    'error.description':
      'Algo salió mal al mostrar esta página. Normalmente basta con recargar o volver al inicio.',
    'error.home': 'Volver al inicio',
    'error.retry': 'Reintentar',
  },
}
