import { createFileRoute } from '@tanstack/react-router'
import { AiPage } from '../../src/features/ai/AiPage'
import { pageHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/ai')({
  head: ({ params }) => pageHead('ai', params.locale),
  component: AiPage,
})
