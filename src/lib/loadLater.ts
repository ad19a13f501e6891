/**
 * The one way to load code after the page has started: a piece of a page (the project dialog,
 * the phone menu, the gallery's viewer, the contact form's sending code, the toaster, a tooltip's
 * popup, the other language's messages) is declared with `later(load, whenGone)`, and its
 * declaration says what happens when its file cannot be fetched.
 *
 * Every file has a hashed name and a deploy replaces them all, so a page opened before a deploy
 * asks for files that are gone (the platform answers 404), and a phone on a poor network can lose
 * one. A load that fails is tried once more after `RETRY_DELAY_MS` (a dropped connection); when
 * it fails again, `whenGone` decides:
 * - `'reload'`: the page cannot go on without it. The full page at the current address is loaded
 *   (every page is prerendered, so it is a correct answer, and it brings the new version's code);
 *   what was typed comes back from the contact form's draft, written as it is typed. At most once
 *   per address in `RELOAD_GUARD_MS`: when that did not help, the load fails (the error page).
 * - `'nothing'`: a decoration (a component): the page goes on without it.
 * - `'link'`: the piece stands in for a plain link: the load fails and its caller follows the link.
 * `preload` warms a piece's file without its policy (one quiet try): for an opener that waits for
 * the code before it moves the address, so that a reload, if one is needed, happens at the new one.
 *
 * Route code is the router's own: a route's component whose file is gone loads the page once
 * (TanStack Router's `lazyRouteComponent`); a route's loader whose file is gone reaches the error
 * page, which loads the full page from an effect (`ErrorPage`). Nothing reloads during a render.
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
async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (!isCodeLoadError(error)) throw error
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
    return load()
  }
}

/** Set once this page has asked for a full load: it is leaving, and asks no more. */
let leaving = false

/**
 * Whether `loadFullPage` would load the page now (or already has): not when this tab loaded the
 * same address within `RELOAD_GUARD_MS` (that did not help), nor without storage to remember it
 * in (no loop is possible then). For a render to decide by, without doing it.
 */
export function fullPageWouldLoad(): boolean {
  if (leaving) return true
  try {
    const [href, at] = JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '[]') as unknown[]
    return !(href === location.href && Date.now() - Number(at) < RELOAD_GUARD_MS)
  } catch {
    return false // no storage, storage refused, or an unreadable value
  }
}

/**
 * Loads the full page at the current address, unless `fullPageWouldLoad` says no. True when the
 * page is on its way (the caller shows nothing more), false when it is not (the caller shows
 * what went wrong).
 */
export function loadFullPage(reload = () => location.reload()): boolean {
  if (leaving || !fullPageWouldLoad()) return leaving
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify([location.href, Date.now()]))
  } catch {
    return false // storage refused
  }
  leaving = true
  reload()
  return true
}

export type WhenGone = 'reload' | 'nothing' | 'link'

/** A piece whose file is gone, as `'nothing'` shows it. */
const Nothing = () => null

/**
 * What a piece's loader returns: the piece, with `preload` to warm its file (no policy), and
 * `loaded`, the piece once a load or a preload has brought it (for a render that needs it at once).
 */
export type Later<T> = (() => Promise<T>) & { preload: () => Promise<void>; loaded?: T }

/** A piece of code loaded on first need, with what happens when its file is gone (above). */
export function later<T>(
  load: () => Promise<T>,
  // 'nothing' is for a component's module: what it shows then is nothing.
  whenGone: T extends { default: ComponentType<never> } ? WhenGone : Exclude<WhenGone, 'nothing'>,
): Later<T> {
  const loadOrElse = async (): Promise<T> => {
    try {
      return (piece.loaded = await withRetry(load))
    } catch (error) {
      if (!isCodeLoadError(error)) throw error
      if (whenGone === 'nothing') return { default: Nothing } as T
      // It stays pending while the page goes: what shows until then stays.
      if (whenGone === 'reload' && loadFullPage()) return new Promise<T>(() => {})
      throw error
    }
  }
  const piece: Later<T> = Object.assign(loadOrElse, {
    preload: () =>
      load().then(
        (loaded) => void (piece.loaded = loaded),
        () => undefined,
      ),
  })
  return piece
}
