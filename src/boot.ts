/**
 * The page's first script. The prerendered HTML is already complete, so the app's JavaScript is
 * fetched once the page has loaded (its first images included) and painted: the largest paint
 * never waits for, or competes with, the bundle. A slow resource holds it back 2.5 s at most.
 */
const MAX_WAIT_MS = 2500

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true })
    setTimeout(resolve, MAX_WAIT_MS)
  })
}

function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

void loaded()
  .then(nextPaint)
  .then(() => import('./main'))
