/**
 * Site settings: the one place for the studio's name and contact details.
 * Change these values to rebrand the site; every page reads them from here.
 */
export const site = {
  brandName: 'Unreal Studio',
  /** Public origin used for canonical URLs, sitemap and social cards (no trailing slash). */
  origin: 'https://unrealstudio.example',
  email: 'hello@unrealstudio.example',
  instagramUrl: 'https://www.instagram.com/unrealstudio',
  instagramHandle: '@unrealstudio',
} as const
