import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../src/features/layout/NotFoundPage'
import { pageHead } from '../../src/pageHead'

/** Any other path, in the language of its prefix (`/fr/projects` is English): the not-found page. */
export const Route = createFileRoute('/{-$locale}/$')({
  head: ({ params }) => pageHead('notFound', params.locale),
  component: NotFoundPage,
})
