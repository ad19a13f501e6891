import { deferredIsland } from '../../components/island'

/**
 * The contact form's code (its state, checks and sending, with TanStack Query) loads when the
 * contact section comes near the viewport or is focused, not with the page.
 */
export const contactForm = deferredIsland('contact', () => import('./ContactFormIsland'))
