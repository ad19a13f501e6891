import type { Page } from '@playwright/test'
import { filmPlayers } from '../../shared/filmPlayers'

/** The film hosts' player origins (src/content/film.ts), where a film's frame loads from. */
export const FILM_PLAYER_ORIGINS: string[] = Object.values(filmPlayers)

/**
 * Answers the film hosts with a small player with one control (no network in CI, and a real
 * player's console noise is not the site's). The CSP still applies: a frame it blocks shows as a
 * violation, not as this page.
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
