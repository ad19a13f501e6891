/**
 * The film hosts and their players' origins, the one list: the CSP and Permissions-Policy admit
 * exactly these (tools/siteHeaders.ts); a host added here needs `filmFrom` to read its watch URL.
 */
export const filmPlayers = {
  YouTube: 'https://www.youtube-nocookie.com',
  Vimeo: 'https://player.vimeo.com',
} as const

export type FilmHost = keyof typeof filmPlayers

/** The features a film's player may use: the Permissions-Policy keeps them, the frame asks. */
export const PLAYER_FEATURES = [
  'autoplay',
  'encrypted-media',
  'fullscreen',
  'picture-in-picture',
] as const

/** The player frame's `allow` attribute. */
export const PLAYER_ALLOW = PLAYER_FEATURES.join('; ')
