// For journeys that press a key while the app takes over and count what it did. Both functions
// run in the page (their source is sent: self-contained), in Playwright and in the other engines'
// harness alike. What they note is kept in sessionStorage, so it outlives a new document of the
// same tab (a navigation the key made); the new documents themselves are counted by the test.

/**
 * From now on: each new history entry the page makes (its path), and whether the app had taken
 * over (`<html data-ready>`) when the first key came.
 */
export function watchTheKey() {
  const push = history.pushState.bind(history)
  history.pushState = (state, unused, url) => {
    const entries = JSON.parse(sessionStorage.getItem('test:entries') ?? '[]') as string[]
    entries.push(new URL(url ?? location.href, location.href).pathname)
    sessionStorage.setItem('test:entries', JSON.stringify(entries))
    push(state, unused, url)
  }
  window.addEventListener(
    'keydown',
    () => sessionStorage.setItem('test:ready', document.documentElement.dataset.ready ?? 'no'),
    { capture: true, once: true },
  )
}

/** What `watchTheKey` noted: the app's state when the key came, and the new entries. */
export function whatTheKeyDid(): { ready: string | null; entries: string[] } {
  return {
    ready: sessionStorage.getItem('test:ready'),
    entries: JSON.parse(sessionStorage.getItem('test:entries') ?? '[]') as string[],
  }
}
