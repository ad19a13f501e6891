import { site } from '../../shared/site'

/**
 * The error page's words, in both languages. They ship with the app's entry rather than with
 * each language's messages (`en.ts`, `es.ts` take them from here): the error page has to speak
 * when a language's messages are what could not be loaded (`messages.ts`).
 */
export const errorPageMessages = {
  en: {
    'meta.error.title': `Something went wrong — ${site.brandName}`,
    'error.title': 'Unexpected Application Error!',
    'error.description':
      'Something went wrong while showing this page. Reloading or going home usually helps.',
    'error.home': 'Return to Home',
    'error.retry': 'Try again',
  },
  es: {
    'meta.error.title': `Algo salió mal — ${site.brandName}`,
    'error.title': '¡Error inesperado en la aplicación!',
    'error.description':
      'Algo salió mal al mostrar esta página. Normalmente basta con recargar o volver al inicio.',
    'error.home': 'Volver al inicio',
    'error.retry': 'Reintentar',
  },
} as const
