/**
 * The one way to load code after the page has started: `later(load, whenGone)`. A deploy replaces
 * every hashed file, so a page opened before it asks for files that are gone. A failed load is
 * tried once more; when it fails again, `whenGone` decides:
 * - `'reload'`: the full page at the current address is loaded (prerendered, with the new code;
 *   the contact form's draft keeps what was typed), at most once per address in `RELOAD_GUARD_MS`.
 * - `'nothing'`: a decoration (a component): the page goes on without it.
 * - `'link'`: the load fails and its caller follows the plain link it stands in for.
 * Route code is the router's own (`lazyRouteComponent`, and `ErrorPage` for a loader).
 */

import type { ComponentType } from 'react'

/** How long to wait before the one more try of a load that failed. */
const RETRY_DELAY_MS = 250
/** A second full load of the same address within this time means it did not help: stop. */
export const RELOAD_GUARD_MS = 15_000
const RELOAD_GUARD_KEY = 'unreal-studio:full-page-load'

/**
 * Whether `error` is a module that could not be fetched, in the browsers' words. Not Vite's
 * `vite:preloadError`: it also reports a module that throws as it runs, a bug for the error page.
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
 * Whether `loadFullPage` would load the page now (or has): not when this tab loaded the address
 * within `RELOAD_GUARD_MS`, nor without storage to remember that in.
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

/** Loads the full page, unless `fullPageWouldLoad` says no; true when it is on its way. */
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

/**
 * A piece's loader, with `preload` to warm its file (one quiet try, no policy), and `loaded` once
 * it is here (for a render that needs it at once).
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
      if (whenGone === 'nothing') return { default: () => null } as T
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
