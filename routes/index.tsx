import { createFileRoute } from '@tanstack/react-router'
import { ContactSection } from '../src/features/contact/ContactSection'
import { HomePage } from '../src/features/home/HomePage'

export const Route = createFileRoute('/')({
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
