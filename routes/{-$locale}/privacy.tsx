import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../../src/features/privacy/PrivacyPage'
import { pageHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/privacy')({
  head: ({ params }) => pageHead('privacy', params.locale),
  component: PrivacyPage,
})
