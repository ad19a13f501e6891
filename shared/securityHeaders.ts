/**
 * The security headers every answer of the site carries, but its Content-Security-Policy: the
 * build writes them into `_headers` for every file and page (tools/siteHeaders.ts, with the
 * pages' policy), and the Worker adds them to each answer it makes itself (worker/responses.ts,
 * with a policy that allows nothing). Why each: docs/security.md.
 */
import { filmPlayers, PLAYER_FEATURES } from './filmPlayers'

/** The powerful features the Permissions-Policy names: each one off, but those below. */
const FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]

/** What a film's player needs, kept for the page and every film host's player. */
const playerFeatures = new Set<string>(PLAYER_FEATURES)
const players = Object.values(filmPlayers)
const forPlayers = `(self ${players.map((origin) => `"${origin}"`).join(' ')})`

export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': FEATURES.map(
    (feature) => `${feature}=${playerFeatures.has(feature) ? forPlayers : '()'}`,
  ).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}
