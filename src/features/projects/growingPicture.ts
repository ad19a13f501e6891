/**
 * The card grows into the modal and back: one view-transition name shared by the picture of the
 * card a project opens from and the modal's picture, held by one of them at a time (a name held
 * twice would cancel the transition). The router runs each open and close as a view transition
 * (src/router.tsx) and renders the new state inside it, so the browser sees the card's picture
 * before and the modal's after (and the reverse on closing), and animates one into the other.
 */
export const PROJECT_PICTURE = 'project-picture'

let cardPicture: HTMLElement | null = null

/**
 * Gives the name to the picture of the card whose link this is, taking it from any other card;
 * `null` takes it from every card (the modal's picture holds it while it is open).
 */
export function nameCardPicture(link: HTMLElement | null) {
  if (cardPicture) cardPicture.style.viewTransitionName = ''
  cardPicture = link?.parentElement?.querySelector('img') ?? null
  if (cardPicture) cardPicture.style.viewTransitionName = PROJECT_PICTURE
}
