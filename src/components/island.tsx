import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react'

/**
 * Deferred islands: parts of a prerendered page whose code is not part of the first load.
 *
 * While React hydrates a prerendered page, an island keeps its prerendered HTML (visible, and
 * its inputs already take text) and fetches its code only when it is needed: when it comes
 * within a screen of the viewport, or the visitor focuses or touches something inside it. Then
 * React hydrates it on its own. An island whose HTML is not on the page yet (a client-side
 * navigation, tests, prerendering) loads its code at once.
 *
 * React can only update an island's HTML once it has hydrated it. Anything that changes what an
 * island shows (the language) must first call `loadIslandsNow()`; islands take no props, and
 * their parents' other re-renders never reach them.
 */

/** Load an island this far ahead of the viewport: a screen above and below. */
const AHEAD_OF_VIEWPORT = '100% 0px'
const NEED_EVENTS = ['focusin', 'pointerdown'] as const

type Waiting = { anchorId: string; hydrateNow: () => Promise<unknown> }

/** Islands still waiting to be needed, each with the way to load and hydrate it now. */
const waiting = new Set<Waiting>()

/** How long `loadIslandsNow` waits at most (a slow connection must not freeze the page). */
const LOAD_NOW_LIMIT_MS = 4000

/**
 * Loads every island of the current page that is still waiting, and resolves once React has
 * hydrated them, so the page can change (e.g. language) without losing them or what they hold.
 */
export async function loadIslandsNow(): Promise<void> {
  const onPage = [...waiting].filter(({ anchorId }) => prerendered(anchorId))
  if (!onPage.length) return
  await Promise.race([
    Promise.all(onPage.map(({ hydrateNow }) => hydrateNow())),
    new Promise((resolve) => setTimeout(resolve, LOAD_NOW_LIMIT_MS)),
  ])
}

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

type Module = { default: ComponentType }

/**
 * An island around the element with id `anchorId` (it must be in the prerendered HTML, e.g. the
 * section the island sits in). Returns the component to render and `preload`, for a route's
 * loader: it fetches the code before a client-side navigation shows the island (and before
 * prerendering, so the island is in the HTML), and does nothing on the page that already has the
 * island's HTML (the island waits until it is needed).
 */
export function deferredIsland(anchorId: string, load: () => Promise<Module>) {
  let loaded: ComponentType | undefined
  let code: Promise<Module> | undefined
  const loadOnce = () =>
    (code ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        code = undefined // a later attempt fetches it afresh
        throw error
      },
    ))

  // Resolves when React has hydrated (or, failing that, rendered) the island.
  let markLive: () => void = () => {}
  const live = new Promise<void>((resolve) => {
    markLive = resolve
  })
  const Deferred = lazy(
    () =>
      new Promise<Module>((resolve, reject) => {
        const entry: Waiting = {
          anchorId,
          hydrateNow: () =>
            loadOnce().then(
              ({ default: Loaded }) => {
                // No element of its own: the DOM still matches the prerendered HTML.
                function Live() {
                  useEffect(markLive, [])
                  return <Loaded />
                }
                resolve({ default: Live })
                return live
              },
              (error: unknown) => {
                reject(error)
                throw error
              },
            ),
        }
        waiting.add(entry)
        void live.then(() => waiting.delete(entry))
        void whenNeeded(anchorId).then(entry.hydrateNow)
      }),
  )

  // Memoised without props: a parent's re-render never reaches a not-yet-hydrated island.
  const Island = memo(function Island() {
    // Fixed for the life of this island, so it never remounts (and loses state) when the code
    // arrives; once loaded, new islands render at once, without a Suspense fallback.
    const [Component] = useState<ComponentType>(() => loaded ?? Deferred)
    return (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    )
  })

  const preload = async () => {
    if (!prerendered(anchorId)) await loadOnce()
  }
  return { Island, preload }
}
