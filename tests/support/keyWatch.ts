// Run in the page (self-contained), in every engine. Kept in sessionStorage, so it outlives a new
// document the key made; the test counts those documents.

/** From now on: each new history entry's path, and whether the app had taken over at the key. */
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
