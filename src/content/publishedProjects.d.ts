// The modules the build makes from the project folders (src/build/projectsContent.ts).

declare module 'virtual:projects' {
  /** Every published project, in the order the projects page shows them. */
  export const projects: readonly import('./project').Project[]
}

declare module 'virtual:featured-projects' {
  /** The projects marked `featured: true`, for the home page, in the same order. */
  export const projects: readonly import('./project').Project[]
}
