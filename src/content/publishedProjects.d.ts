// The modules the build makes from the project folders (tools/projectsContent.ts).
// An ambient module cannot import a relative path, so its types are named by `import()`.
/* eslint-disable @typescript-eslint/consistent-type-imports */

declare module 'virtual:projects' {
  /** Every published project, in the order the projects page shows them. */
  export const projects: readonly import('./project').Project[]
}

declare module 'virtual:featured-projects' {
  /** The projects marked `featured: true`, for the home page, in the same order: their cards. */
  export const projects: readonly import('./project').ProjectSummary[]
}

declare module 'virtual:clients' {
  /** Each client the projects name, once, with the slug of its first project (in order). */
  export const projects: readonly { name: string; slug: string }[]
}
