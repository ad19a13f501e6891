// Where the browser editor lives on the site and what it may load: read by the editor's files
// (editorPage.ts), the site's headers (tools/siteHeaders.ts) and robots.txt (tools/prerender/seo.ts).
// Nothing else here: the prerender's bundle imports it.

/** Where the editor lives on the site. */
export const EDITOR_PATH = '/admin'

/**
 * The editor's Content-Security-Policy: what Sveltia CMS needs and no more. Its own script; the
 * styles it injects (Svelte's); the pictures and clips it previews from the files it reads
 * (blob: URLs); GitHub's API and status page, and the avatar of whoever signed in. No Trusted
 * Types: the editor writes HTML strings itself.
 */
export const EDITOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')
