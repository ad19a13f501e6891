/** The id of a project's card link in the grid: where focus lands after a deep-linked modal. */
export const cardLinkId = (slug: string) => `project-card-${slug}`
