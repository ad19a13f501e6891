/** A project's 1200×630 share card as SVG text (projectCard.mjs). */
export function projectCard(card: {
  brand: string
  category: string
  title: string
  /** The picture as a data URI, already 1200×630. */
  picture: string
}): string
