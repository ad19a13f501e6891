/**
 * The card grows into the modal and back: one view-transition name, held by one picture at a time
 * (held twice, it cancels the transition): the open modal's, else the card the last project
 * opened from (useProjectModal).
 */
export const PROJECT_PICTURE = 'project-picture'

/** The two places on the projects page a project opens from, each with a card per project. */
export type CardPlace = 'carousel' | 'grid'

/** The card a project grows from and back into. */
export type GrowingCard = { slug: string; place: CardPlace }
