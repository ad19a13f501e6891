import type { CategoryKey } from '../../content/categories'
import type { Localized, Project } from '../../content/project'

/** A choice of the projects page's filter: a category that has projects, and how many. */
export type CategoryChoice = { key: CategoryKey; name: Localized; count: number }

/** The categories that have projects, in the order their first project appears, with counts. */
export function categoryChoices(projects: readonly Project[]): CategoryChoice[] {
  const choices = new Map<CategoryKey, CategoryChoice>()
  for (const { categoryKey: key, category: name } of projects) {
    const choice = choices.get(key)
    if (choice) choice.count += 1
    else choices.set(key, { key, name, count: 1 })
  }
  return [...choices.values()]
}

const shownIn = new WeakMap<readonly Project[], Map<string, readonly Project[]>>()

/**
 * The projects of a category (every project for none): the same array each time, so the memoised
 * carousel and grid re-render only when the category changes.
 */
export function projectsIn(projects: readonly Project[], category: string | undefined) {
  if (category === undefined) return projects
  let lists = shownIn.get(projects)
  if (!lists) shownIn.set(projects, (lists = new Map()))
  let list = lists.get(category)
  if (!list) lists.set(category, (list = projects.filter((p) => p.categoryKey === category)))
  return list
}
