import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { nextTask } from './nextTask'
import { createAppRouter, shownRoute } from './router'
import { hydratingPrerenderedHtml } from './routerHydration'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * Creates the router, loads the page's route and hydrates it, each step in a task of its own
 * after the modules' evaluation: in one task they took 67–84 ms at 4× CPU slowdown, enough for a
 * tap to wait on (docs/performance.md).
 */
async function start(root: HTMLElement) {
  await nextTask()
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  const prerendered = root.dataset.prerendered
  if (!prerendered) {
    createRoot(root).render(app)
    return
  }
  // Load the route's code first so the first render matches the prerendered HTML exactly.
  await nextTask()
  await router.load()
  await nextTask()
  if (prerendered === shownRoute(router)) {
    // Render the same element tree the prerenderer did (see routerHydration.ts).
    hydratingPrerenderedHtml(router)
    // As a transition, hydration yields to the browser instead of blocking it in one long task.
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    // A host answered with another page's HTML (e.g. an SPA fallback): render from scratch.
    root.replaceChildren()
    createRoot(root).render(app)
  }
}

void start(container)
