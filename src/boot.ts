/**
 * The app's entry. Prerendered pages are complete without it, so they request this script only
 * after they have loaded and painted their first view (the inline loader written by
 * `src/ssr/prerender.mjs`): the largest paint never waits for, or competes with, the bundle.
 * The dev server's page loads it at once.
 */
void import('./main')
