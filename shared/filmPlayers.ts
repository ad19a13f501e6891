/**
 * The film hosts, each by the name a visitor knows and the origin of its player: the one list.
 * The site's Content-Security-Policy (`frame-src`, `connect-src`) and Permissions-Policy admit
 * exactly these players (tools/siteHeaders.ts); a host added here needs its watch URL read
 * by `filmFrom` (src/content/film.ts).
 */
export const filmPlayers = {
  YouTube: 'https://www.youtube-nocookie.com',
  Vimeo: 'https://player.vimeo.com',
} as const

export type FilmHost = keyof typeof filmPlayers

/**
 * The powerful features a film's player may use: the Permissions-Policy keeps them for the page
 * and the players (every other feature is off), and the player's frame asks for them (`allow`).
 */
export const PLAYER_FEATURES = [
  'autoplay',
  'encrypted-media',
  'fullscreen',
  'picture-in-picture',
] as const

/** The player frame's `allow` attribute. */
export const PLAYER_ALLOW = PLAYER_FEATURES.join('; ')
