/**
 * The card grows into the modal and back: one view-transition name shared by the picture of the
 * card a project opens from and the modal's picture, held by one of them at a time (a name held
 * twice would cancel the transition). The router runs each open and close as a view transition
 * (src/router.tsx) and renders the new state inside it, so the browser sees the card's picture
 * before and the modal's after (and the reverse on closing), and animates one into the other.
 *
 * Who holds it is derived from the page's state (useProjectModal): while no project is open,
 * the picture of the card the last project opened from (the one pressed, or for a shared link
 * that project's card in the grid); while one is open, the modal's picture.
 */
export const PROJECT_PICTURE = 'project-picture'

/** The two places on the projects page a project opens from, each with a card per project. */
export type CardPlace = 'carousel' | 'grid'

/** The card a project grows from and back into. */
export type GrowingCard = { slug: string; place: CardPlace }
