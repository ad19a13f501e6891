/// <reference types="vite/client" />

/** The year the site was built (set in vite.config.ts), used by prerendered pages. */
declare const __BUILD_YEAR__: number

interface ImportMetaEnv {
  /** Optional URL the contact form POSTs to; without it the form's submit is simulated. */
  readonly VITE_CONTACT_ENDPOINT?: string
}
