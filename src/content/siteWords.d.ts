// The studio's words in one language (tools/siteContent.ts): a file with every language's words
// side by side, each `{ en, es }` reduced to one language's, as in `services.json?locale=es`.
// Node without the build (a journey importing the dictionaries for their words) reads the file
// as it is, every language side by side; nothing there reads the services from it.
/* eslint-disable @typescript-eslint/consistent-type-imports */

declare module '*/services.json?locale=en' {
  const services: { list: import('./siteSchema').ServiceIn[] }
  export default services
}
declare module '*/services.json?locale=es' {
  const services: { list: import('./siteSchema').ServiceIn[] }
  export default services
}
