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
  /**
   * Placeholder embed for both video projects, from the privacy-enhanced YouTube domain
   * (Big Buck Bunny, Blender Foundation, CC BY 3.0). Replace per project in `projects.ts`.
   */
  videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  /** The same film on the host's own page, for visitors whose browser cannot load the embed. */
  videoWatchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
} as const
