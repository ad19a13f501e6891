/**
 * The hand-over from the prerendered page to the app, in the order it happens:
 * 1. `loader.mjs`, inline in every page: answers Space on the language switch until the app runs,
 *    and requests `boot.ts` once the page has loaded and painted.
 * 2. `boot.ts`: React DOM in one task, then this module in another.
 * 3. This module: loads the page's route, then hydrates the HTML when it shows the same page
 *    (`shownPage.ts`; a shared project link's page among them), or else renders afresh.
 * 4. `scrollRestoration` (`router.tsx`) leaves the page where it is; `useHydrated` holds back
 *    what the prerendered page lacks until hydration is done.
 * 5. The page tells the statistics its class of device (`siteEvents.ts`).
 * 6. `<html data-ready>`: tests wait for it, and the loader's Space answer stands aside.
 * Code that loads later goes through `loadLater.ts`.
 */
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '../App'
import { createAppRouter } from '../router'
import '../styles/global.css'
import { deviceClass, tellSite } from '../components/siteEvents'
import { hydratingPrerenderedHtml } from './routerHydration'
import { shownPage } from './shownPage'

const router = createAppRouter()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * A visitor may follow a link before the app has taken over; Firefox then cuts off the route's
 * load, and the router's answer (a full load of this page) would undo the navigation. So a page
 * being left waits to go; one that stays after all loads again what was cut off.
 */
const STAY_CHECK_MS = 5_000
let leaving = false
const noteLeaving = () => (leaving = true)
addEventListener('beforeunload', noteLeaving)

const unsubscribe = router.subscribe('onRendered', () => {
  unsubscribe()
  // Taken over: no more to note (and the listener would keep Firefox's back-forward cache away).
  removeEventListener('beforeunload', noteLeaving)
  document.documentElement.dataset.ready = 'true'
})

async function start(root: HTMLElement) {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  const prerendered = root.dataset.prerendered
  if (!prerendered) {
    createRoot(root).render(app) // the development server's page
    return
  }
  // Load the route's code first so the first render matches the prerendered HTML exactly.
  await router.load()
  while (leaving) {
    leaving = false
    await new Promise((resolve) => setTimeout(resolve, STAY_CHECK_MS))
    await router.load() // still here: the route's code again, where a load was cut off
  }
  if (prerendered === shownPage(router)) {
    // Render the same element tree the prerenderer did (see routerHydration.ts).
    hydratingPrerenderedHtml(router)
    // As a transition, hydration yields to the browser instead of blocking it in one long task.
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    // The host answered with another page's HTML: render from scratch.
    root.replaceChildren()
    createRoot(root).render(app)
  }
}

// Once per page load, after the app has started: the class of device (docs/stats.md).
void start(container).then(() => tellSite({ type: 'device', device: deviceClass() }))
