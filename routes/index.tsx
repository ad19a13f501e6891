import { createFileRoute } from '@tanstack/react-router'
import { contactForm } from '../src/features/contact/contactFormIsland'
import { ContactSection } from '../src/features/contact/ContactSection'
import { HomePage } from '../src/features/home/HomePage'

export const Route = createFileRoute('/')({
  // Arriving from another page, the contact form's code comes with the route's.
  loader: contactForm.preload,
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
