/**
 * The app's entry (step 2 of the hand-over, `start.tsx`): React DOM in a task of its own, then
 * the rest, two shorter tasks instead of one long one, so a tap during start-up is answered sooner.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

void import('react-dom/client').then(nextTask).then(() => import('./start'))
