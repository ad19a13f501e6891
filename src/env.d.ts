/// <reference types="vite/client" />

/** The year the site was built (set in vite.config.ts), used by prerendered pages. */
declare const __BUILD_YEAR__: number

interface ImportMetaEnv {
  /** Where the contact form POSTs, when not the site's own `/api/contact` (another origin's API). */
  readonly VITE_CONTACT_ENDPOINT?: string
}
