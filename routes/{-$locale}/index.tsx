import { createFileRoute } from '@tanstack/react-router'
import { contactForm } from '../../src/features/contact/contactFormIsland'
import { ContactSection } from '../../src/features/contact/ContactSection'
import { HomePage } from '../../src/features/home/HomePage'
import { pageHead } from '../../src/pageHead'

export const Route = createFileRoute('/{-$locale}/')({
  // Arriving from another page, the contact form's code comes with the route's.
  loader: contactForm.preload,
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
