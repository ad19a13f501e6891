/**
 * The hand-over from the prerendered page to the app, in the order it happens:
 * 1. `loader.mjs`, inline in every prerendered page: answers Space on the language switch until
 *    the app runs, and requests the app's code (`boot.ts`) once the page has loaded and painted.
 * 2. `boot.ts`: React DOM in one task, then this module in another.
 * 3. This module: loads the page's route, then hydrates the HTML as it is when it shows the same
 *    page (route and what its data depends on, `shownPage.ts`), or else renders afresh. A shared
 *    project link is one case of it: the Worker answers `/projects?project=<slug>` with that
 *    project's prerendered page, which shows the project as a preview, hydrated as it is until
 *    the dialog's code has arrived (`ProjectsPage`); a host that answers with the plain projects
 *    page is a different page, rendered afresh with the dialog open.
 *    A visitor who follows a link meanwhile is not brought back (`noteLeaving`).
 * 4. The router keeps the page where it is on its first render (`scrollRestoration` in
 *    `router.tsx`), `DocumentTitle` keeps the tab's title in step, and `useHydrated` holds back
 *    what the prerendered page does not have until hydration is done.
 * 5. Once started, the page tells the site's statistics its class of device (`siteEvents.ts`).
 * 6. `<html data-ready>` once the app has taken over: tests wait for it, styles that need the
 *    app (smooth in-page scrolling) follow it, and the loader's Space answer stands aside.
 * Code that loads later goes through `loadLater.ts`, which says what happens when it is gone.
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
 * A visitor may follow a link before the app has taken over (the loader's Space on the language
 * switch, any link of the prerendered page). Firefox then stops the loads the page has under way,
 * the route's code among them; a load cut off that way is no missing file, and the router's
 * answer to one (a full load of this page) would undo the visitor's navigation. So a hand-over
 * that the visitor began leaving waits for the page to go, and a page that stays after all (a
 * link that opened no page) loads again what was cut off, then goes on.
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
    // The host answered with another page's HTML (an SPA fallback, the plain projects page for a
    // shared link): render from scratch.
    root.replaceChildren()
    createRoot(root).render(app)
  }
}

// Once per page load, after the app has started: the class of device (docs/stats.md).
void start(container).then(() => tellSite({ type: 'device', device: deviceClass() }))
