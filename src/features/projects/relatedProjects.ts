import type { Project } from '../../content/project'

/** How many other projects the end of a project offers. */
const RELATED = 3

/**
 * The projects offered at the end of `project`: others of its category first, then the most
 * recent (by year; a project without one after those with one), in the catalogue's order
 * where that does not decide.
 */
export function relatedProjects(project: Project, catalogue: readonly Project[]): Project[] {
  const rank = (other: Project) => (other.categoryKey === project.categoryKey ? 0 : 1)
  return catalogue
    .filter((other) => other.slug !== project.slug)
    .map((other, index) => ({ other, index }))
    .sort(
      (a, b) =>
        rank(a.other) - rank(b.other) ||
        (b.other.year ?? 0) - (a.other.year ?? 0) ||
        a.index - b.index,
    )
    .slice(0, RELATED)
    .map(({ other }) => other)
}
