/**
 * The site's response headers, as the `_headers` file (Cloudflare's format) that the
 * platform applies: Cloudflare Workers static assets (wrangler.jsonc), the same in production and
 * in `wrangler dev` (npm start, the tests). The prerender writes it into dist/. Why each header:
 * docs/security.md. Only files are covered: the Worker adds the same set (shared/securityHeaders.ts)
 * to the answers it makes itself.
 *
 * Made from facts written elsewhere: the film hosts' players and what they may use
 * (shared/filmPlayers.ts), the languages (shared/locales.ts), the pages' `Cache-Control`
 * (shared/pages.ts); the build gives the hash of the pages' inline loader and the contact
 * endpoint (VITE_CONTACT_ENDPOINT).
 *
 * One rule per header and path: when two matching rules set the same header, the platform sends
 * both values joined with a comma (checked with wrangler 4.86: `Cache-Control` in `/*` and in
 * `/assets/*` gives `public, max-age=0, must-revalidate, public, max-age=31536000, immutable`).
 * `Cache-Control` therefore lives in the path-specific rules and never in `/*`;
 * worker/test/served.test.ts checks the exact values served.
 *
 * Node-only build code: the app never imports it.
 */
import { filmPlayers } from '../shared/filmPlayers'
import { locales, localizedPath } from '../shared/locales'
import { REVALIDATE } from '../shared/pages'
import { securityHeaders } from '../shared/securityHeaders'
import { EDITOR_CSP, EDITOR_PATH } from './editor/editorSite'
import { contactEndpointSource } from './contactEndpoint'

type SiteHeaders = {
  /** The CSP source of the prerendered pages' inline loader: `'sha256-…'`. */
  loaderHash: string
  /** VITE_CONTACT_ENDPOINT as the build reads it (`contactEndpoint.ts`). */
  contactEndpoint: string | undefined
}

export function siteHeaders({ loaderHash, contactEndpoint }: SiteHeaders): string {
  const players = Object.values(filmPlayers)
  const endpoint = contactEndpointSource(contactEndpoint)
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'self' ${loaderHash}`,
    "style-src 'self'",
    "img-src 'self'",
    // The cards' loops (CardLoop.tsx), made by the build and served from the site.
    "media-src 'self'",
    "font-src 'self'",
    // A film's play button asks its player's host whether it answers before framing it.
    ["connect-src 'self'", ...players, ...(endpoint ? [endpoint] : [])].join(' '),
    ['frame-src', ...players].join(' '),
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "manifest-src 'self'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')
  // The pages of each language (/, /projects, /es, /es/projects; a trailing slash redirects to
  // them), and the other unhashed files at the top level.
  const pages = [
    '/',
    ...locales.flatMap((locale) => [
      localizedPath('/:page', locale),
      localizedPath('/:page/', locale),
    ]),
  ]

  const common = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}\n`)
  return `/*
  Content-Security-Policy: ${contentSecurityPolicy}
${common.join('')}
# Vite names every file in /assets by a hash of its content: a new build means new URLs.
/assets/*
  Cache-Control: public, max-age=31536000, immutable

# Pages and the other unhashed files at the top level: always ask the server whether there is a
# newer version. Files that match no rule (/images/*, /videos/*) get the platform's default, the
# same value.
${pages.map((pattern) => `${pattern}\n  Cache-Control: ${REVALIDATE}\n`).join('\n')}
# The browser editor (tools/editor/): its own policy in place of the site's (\`!\` removes the one
# above), and never indexed.
${[EDITOR_PATH, `${EDITOR_PATH}/*`].map((pattern) => `${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${EDITOR_CSP}\n  X-Robots-Tag: noindex, nofollow\n`).join('\n')}`
}
