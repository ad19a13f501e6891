import type { Page } from '@playwright/test'

/** The film hosts' player origins, as src/content/film.ts makes a film's frame address. */
export const FILM_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * Answers the film hosts with a small player of their own instead of the network (none in CI, and
 * a real player's console noise is not the site's): a page with one control, as a player has
 * controls the keyboard reaches. The CSP is still enforced: a frame the policy
 * blocks never reaches the network, so it shows as a violation, not as this page.
 */
export async function stubVideoHost(page: Page) {
  for (const origin of FILM_PLAYER_ORIGINS) {
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="en"><title>Player</title><p>Player</p><button>Pause</button></html>',
      }),
    )
  }
}
