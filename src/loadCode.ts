/**
 * The site loads parts of its code on first need: a page's route code, the project dialog, the
 * phone menu, the contact form's sending code, the other language's messages. Every file has a
 * hashed name, and a deploy replaces them all, so a page opened before a deploy asks for files
 * that are gone (the platform answers 404), and a phone on a poor network can lose one.
 *
 * Neither is an error of the page: every page is prerendered, so the full page at the address
 * the visitor asked for is always a correct answer, and it comes with the new version's code.
 * - `withRetry` tries a load that failed once more, quickly (a dropped connection).
 * - `loadFullPage` then loads the page at the current address (the router has already moved
 *   there when a route's code is missing), at most once per address in `RELOAD_GUARD_MS`: a
 *   page that cannot get its code either way shows the error page rather than reloading for ever.
 */

import type { ComponentType } from 'react'

/** How long to wait before the one more try of a load that failed. */
const RETRY_DELAY_MS = 250
/** A second full load of the same address within this time means it did not help: stop. */
export const RELOAD_GUARD_MS = 15_000
const RELOAD_GUARD_KEY = 'unreal-studio:full-page-load'

/**
 * Whether `error` is a module that could not be fetched, in the browsers' own words for a failed
 * `import()` (Chromium and Firefox, Safari). (The build has one stylesheet, linked from every page,
 * so no import waits for a stylesheet of its own.) Vite's `vite:preloadError` event cannot tell
 * this apart: its loader reports every `import()` that failed, a module that throws as it runs
 * among them, and that is a bug for the error page, not a file to fetch again
 * (tests/e2e/error-page.spec.ts fails when such a module reloads the page).
 */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  )
}

/** `load()`, tried once more after a short wait when the code could not be fetched. */
export async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!isCodeLoadError(error)) throw error
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    return load()
  }
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/** This page (one document): a second call from it finds its own record and knows it is leaving. */
const thisPage = typeof performance === 'undefined' ? 0 : performance.timeOrigin

/**
 * Loads the full page at the current address, unless this tab already did so for the same
 * address within `RELOAD_GUARD_MS`. True when the page is on its way (the caller shows nothing
 * more), false when it is not (the caller shows what went wrong). Without storage to remember
 * it in (`null`, or refused), it never reloads, so no loop is possible.
 */
export function loadFullPage({
  href = location.href,
  now = Date.now(),
  page = thisPage,
  storage,
  reload = () => location.reload(),
}: {
  href?: string
  now?: number
  page?: number
  /** The tab's `sessionStorage` unless given. */
  storage?: GuardStorage | null
  reload?: () => void
} = {}): boolean {
  try {
    const store = storage === undefined ? sessionStorage : storage
    if (!store) return false
    const [lastHref, lastAt, lastPage] = JSON.parse(store.getItem(RELOAD_GUARD_KEY) ?? '[]') as [
      unknown,
      unknown,
      unknown,
    ]
    if (lastHref === href && now - Number(lastAt) < RELOAD_GUARD_MS) {
      return lastPage === page // this page already asked; another page means it did not help
    }
    store.setItem(RELOAD_GUARD_KEY, JSON.stringify([href, now, page]))
  } catch {
    return false // no storage, storage refused, or an unreadable value
  }
  reload()
  return true
}

/**
 * For `React.lazy`: a piece the page works without (a tooltip's popup, the toaster), which shows
 * nothing when its code cannot come, instead of taking the page down for a decoration.
 */
export function orNothing<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): () => Promise<{ default: ComponentType<Props> }> {
  return () => withRetry(load).catch(() => ({ default: () => null }))
}
