import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { createAppRouter, shownRoute } from './router'
import { hydratingPrerenderedHtml } from './routerHydration'
import './styles/global.css'

const router = createAppRouter()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

async function start(root: HTMLElement) {
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
  await router.load()
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
