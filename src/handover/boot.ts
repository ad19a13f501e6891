/**
 * The app's entry (step 2 of the hand-over, `start.tsx`). Prerendered pages are complete without
 * it, so they request this script only after they have loaded and painted their first view
 * (`loader.mjs`): the largest paint never waits for, or competes with, the bundle. The dev
 * server's page loads it at once.
 *
 * React DOM is evaluated in a task of its own, then the rest of the app: two shorter tasks
 * instead of one long one, so on a slow phone a tap during start-up is answered sooner.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

void import('react-dom/client').then(nextTask).then(() => import('./start'))
