// In-page probes of the projects carousel, shared by the Chromium journeys (tests/e2e) and the
// cross-engine ones (tests/engines). Each runs inside the page (the driver sends its source), so
// it uses nothing from outside its own body.

/** The label ("2 of 4") of the one slide fully shown at phone width (one slide per view). */
export function shownSlide(): string {
  const region = document.querySelector('[aria-roledescription="carousel"]')
  if (!region) return ''
  const frame = region.getBoundingClientRect()
  for (const slide of region.querySelectorAll('[aria-roledescription="slide"]')) {
    const card = slide.querySelector('a')?.getBoundingClientRect()
    if (card && Math.abs(card.left - frame.left) <= 1 && card.width <= frame.width + 1) {
      return slide.getAttribute('aria-label') ?? ''
    }
  }
  return ''
}

/**
 * Presses "Next" and samples the second slide's distance from its place on every frame until it
 * arrives: returns how many in-between positions it passed through. A jump passes through none.
 */
export async function inBetweenPositionsAfterNext(): Promise<number> {
  const region = document.querySelector('[aria-roledescription="carousel"]')
  const next = region?.querySelector<HTMLButtonElement>('button[aria-label="Next project"]')
  const second = region?.querySelector('[aria-label^="2 of "] a')
  if (!region || !next || !second) throw new Error('carousel parts not found')
  const distance = () =>
    Math.abs(second.getBoundingClientRect().left - region.getBoundingClientRect().left)
  const start = distance()
  next.click()
  let inBetween = 0
  for (let frame = 0; frame < 240 && distance() > 1; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const now = distance()
    if (now > 1 && now < start - 1) inBetween += 1
  }
  return inBetween
}
