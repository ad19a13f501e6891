import { createFileRoute } from '@tanstack/react-router'
import { ContactSection } from '../../src/features/contact/ContactSection'
import { validateContactSearch } from '../../src/features/contact/contactSearch'
import { HomePage } from '../../src/features/home/HomePage'
import { pageHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/')({
  // `?about=<a project's name>`: a project's call to write, named in the message (contactSearch.ts).
  validateSearch: validateContactSearch,
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
