import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * Deferred islands: parts of a prerendered page whose code is not part of the first load.
 *
 * While React hydrates a prerendered page, an island keeps its prerendered HTML (visible, and
 * its inputs already take text) and fetches its code only when it is needed: when it comes
 * within a screen of the viewport, or the visitor focuses or touches something inside it. Then
 * React hydrates it on its own. An island whose HTML is not on the page yet (a client-side
 * navigation, tests, prerendering) loads its code at once.
 */

/** Load an island this far ahead of the viewport: a screen above and below. */
const AHEAD_OF_VIEWPORT = '100% 0px'
const NEED_EVENTS = ['focusin', 'pointerdown'] as const

/** The island's prerendered HTML, when the page has it. */
const prerendered = (anchorId: string) =>
  typeof document === 'undefined' ? null : document.getElementById(anchorId)

function whenNeeded(anchorId: string): Promise<void> {
  const anchor = prerendered(anchorId)
  // Nothing to hydrate, or already in use (focused before the app arrived): load now.
  if (!anchor || anchor.contains(document.activeElement)) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) needed()
      },
      { rootMargin: AHEAD_OF_VIEWPORT },
    )
    function needed() {
      observer.disconnect()
      for (const type of NEED_EVENTS) anchor?.removeEventListener(type, needed, true)
      resolve()
    }
    observer.observe(anchor)
    for (const type of NEED_EVENTS) anchor.addEventListener(type, needed, true)
  })
}

type Module<P> = { default: ComponentType<P> }

/**
 * An island around the element with id `anchorId` (it must be in the prerendered HTML, e.g. the
 * section the island sits in). Returns the component to render and `preload`, for a route's
 * loader: it fetches the code before a client-side navigation shows the island (and before
 * prerendering, so the island is in the HTML), and does nothing on the page that already has the
 * island's HTML (the island waits until it is needed).
 */
export function deferredIsland<P extends object>(anchorId: string, load: () => Promise<Module<P>>) {
  let loaded: ComponentType<P> | undefined
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Deferred = lazy(() => whenNeeded(anchorId).then(loadOnce))

  function Island(props: P) {
    // Fixed for the life of this island, so it never remounts (and loses state) when the code
    // arrives; once loaded, new islands render at once, without a Suspense fallback.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Deferred)
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }

  const preload = async () => {
    if (!prerendered(anchorId)) await loadOnce()
  }
  return { Island, preload }
}
