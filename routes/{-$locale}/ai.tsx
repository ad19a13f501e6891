import { createFileRoute } from '@tanstack/react-router'
import { AiPage } from '../../src/features/ai/AiPage'
import { loadAiWords } from '../../src/features/ai/aiWords'
import { pageHead } from '../../src/pageHead'
import { defaultLocale } from '../../shared/locales'

export const Route = createFileRoute('/{-$locale}/ai')({
  // The studio's words for the page's language (src/content/ai/<locale>.md).
  loader: ({ params }) => loadAiWords(params.locale ?? defaultLocale),
  head: ({ params }) => pageHead('ai', params.locale),
  component: AiRoute,
})

function AiRoute() {
  return <AiPage words={Route.useLoaderData()} />
}
