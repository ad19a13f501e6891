/**
 * The repository the site is built from, where the editor at /admin saves (docs/content.md,
 * "Set up once"): its owner and name on GitHub, and the branch the platform builds.
 */
export const repository = { repo: 'unreal-studio/unreal-studio-site', branch: 'main' }
