import { createFileRoute } from '@tanstack/react-router'
import { defaultLocale, localeParam, parseLocaleParam, type Locale } from '../../shared/locales'
import { loadMessages } from '../../src/i18n/messages'

/**
 * The language is the URL's optional first segment (`parseLocaleParam`). Every page lives below
 * this route, so a link keeps the current page's language unless it passes `params`.
 */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    // Optional in the type, so links need not name it; after parsing it is always set.
    parse: ({ locale }): { locale?: Locale } | false => {
      const parsed = parseLocaleParam(locale)
      return parsed === false ? false : { locale: parsed }
    },
    stringify: ({ locale }) => ({ locale: locale && localeParam(locale) }),
  },
  // Every page waits for its language's messages (fetched once per language). A loader, not
  // `beforeLoad`: the router runs it beside the page's own loader and code, not before them.
  loader: ({ params }) => loadMessages(params.locale ?? defaultLocale),
})
