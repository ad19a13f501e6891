/**
 * The page's first script. The prerendered HTML is already complete, so the app's JavaScript is
 * fetched only after the browser has painted it: the largest paint never waits for the bundle.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

void afterFirstPaint().then(() => import('./main'))
