import { QueryClientProvider } from '@tanstack/react-query'
import { appQueryClient } from '../../queryClient'
import { ContactForm } from './ContactForm'

/**
 * The contact form with the app's query client: the only part of the site that sends anything,
 * so the client (TanStack Query) travels with it instead of with every page's first load.
 */
export default function ContactFormIsland() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <ContactForm />
    </QueryClientProvider>
  )
}
