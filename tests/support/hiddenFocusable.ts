/**
 * Watches a page for elements hidden from assistive technology that can still take the focus:
 * the same self-contained functions for tests/e2e (Playwright) and the engines' journeys.
 */

/**
 * Runs in the page before the app's code: after every change of the document, notes each element
 * that is hidden from assistive technology (`aria-hidden="true"`) while something inside it can
 * still take the focus (not `inert`). It looks at the end of the microtask checkpoint in which the
 * change was made (the other observers of that change have run): the first moment at which a task,
 * a rendering or assistive technology can see the document. Also counts the moments the app's root
 * was hidden, and the moments it became hidden while watched (`hidings`: the dialog taking over the
 * page, seen happen, not only found done), so a run that never reached the open dialog, or never
 * saw it open, cannot pass; and notes whether the app had started before the watching did.
 */
export function watchHiddenFocusable() {
  const focusable =
    'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'
  const startedOn = document.getElementById('root')
  const seen = {
    checks: 0,
    rootHidden: 0,
    hidings: 0,
    problems: [] as string[],
    // Whether the app had already begun on the page when the watching began (too late to watch
    // all of its taking over): it had hydrated it, or React had started on the app's root (it
    // marks the element it renders into, `__reactContainer$…`, as createRoot or hydrateRoot
    // starts); until then the app changes nothing on the page. (Before the page's first byte, as
    // Playwright and Firefox run it, there is no documentElement yet.)
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

export type HiddenFocusable = {
  checks: number
  rootHidden: number
  hidings: number
  problems: string[]
  appStartedFirst: boolean
}

/** What `watchHiddenFocusable` has seen so far. */
export function readHiddenFocusable(): HiddenFocusable {
  return (window as unknown as { hiddenFocusable: HiddenFocusable }).hiddenFocusable
}
