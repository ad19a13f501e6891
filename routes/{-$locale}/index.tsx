import { createFileRoute } from '@tanstack/react-router'
import { ContactSection } from '../../src/features/contact/ContactSection'
import { HomePage } from '../../src/features/home/HomePage'
import { pageHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/')({
  head: ({ params }) => pageHead('home', params.locale),
  component: Home,
})

function Home() {
  return (
    <>
      <HomePage />
      <ContactSection />
    </>
  )
}
