/**
 * Runs in the page (self-contained, in every engine) before the app's code: after every change of the document (at the end of that
 * microtask checkpoint, the first moment assistive technology can see it), notes each
 * `aria-hidden="true"` element with something focusable inside (not `inert`). Counts the moments
 * the app's root was hidden, and its hidings while watched, so a run that never saw the dialog
 * open cannot pass.
 */
export function watchHiddenFocusable() {
  const focusable =
    'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'
  const startedOn = document.getElementById('root')
  const seen: Seen = {
    checks: 0,
    rootHidden: 0,
    hidings: 0,
    problems: [],
    // Hydrated, or React started on the root (it marks it `__reactContainer$…`). (Before the
    // first byte, as Playwright and Firefox run this, there is no documentElement yet.)
    appStartedFirst:
      (document.documentElement as HTMLElement | null)?.dataset.ready === 'true' ||
      (startedOn !== null &&
        Object.keys(startedOn).some((key) => key.startsWith('__reactContainer$'))),
  }
  let rootWasHidden: boolean | undefined
  const check = () => {
    seen.checks += 1
    const rootHidden = document.getElementById('root')?.getAttribute('aria-hidden') === 'true'
    if (rootHidden) seen.rootHidden += 1
    if (rootHidden && rootWasHidden === false) seen.hidings += 1
    rootWasHidden = rootHidden
    for (const hidden of document.querySelectorAll('[aria-hidden="true"]')) {
      if (hidden.closest('[inert]')) continue
      const inside = [...hidden.querySelectorAll(focusable)].find(
        (element) => !element.closest('[inert]'),
      )
      if (inside) {
        const name = `${hidden.tagName.toLowerCase()}#${hidden.id} holds ${inside.tagName.toLowerCase()}`
        if (!seen.problems.includes(name)) seen.problems.push(name)
      }
    }
  }
  new MutationObserver(() => queueMicrotask(check)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-hidden', 'inert', 'tabindex', 'href', 'disabled'],
  })
  check() // and now
  Object.assign(window, { hiddenFocusable: seen })
}

/** The shared links these journeys load, with the words their dialogs show. */
export const sharedLinks = [
  { path: '/projects?project=casa-marea', title: 'Casa Marea', share: 'Share', close: 'Close' },
  {
    path: '/es/projects?project=hall-of-echoes',
    title: 'Sala de ecos',
    share: 'Compartir',
    close: 'Cerrar',
  },
]

type Seen = {
  checks: number
  rootHidden: number
  hidings: number
  problems: string[]
  appStartedFirst: boolean
}

/** What `watchHiddenFocusable` has seen so far. */
export const readHiddenFocusable = () =>
  (window as unknown as { hiddenFocusable: Seen }).hiddenFocusable
