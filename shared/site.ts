import studio from './studio.json' with { type: 'json' }

/**
 * Site settings: the studio's name and contact details, from studio.json (edited in the editor,
 * checked by the build: tools/content/readSite.ts), and the site's public origin.
 */
export const site = {
  ...studio,
  /** Public origin used for canonical URLs, sitemap and social cards (no trailing slash). */
  origin: 'https://unrealstudio.example',
} as const
