// In-page probes of the projects carousel, for tests/e2e and tests/engines: each runs inside the
// page (the driver sends its source), so it uses nothing from outside its own body.

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
 * What "Next" did, seen frame by frame: whether the second slide reached the first one's place,
 * the frames that showed it between (a jump shows none), and the frames during which a CSS
 * animation or transition ran on the slides or their track.
 */
export type MoveSeen = { arrived: boolean; inBetween: number; animated: number }

/** Presses "Next" and watches the second slide each frame until it reaches the first's place. */
export async function moveAfterNext(): Promise<MoveSeen> {
  const region = document.querySelector('[aria-roledescription="carousel"]')
  const next = region?.querySelector<HTMLButtonElement>('button[aria-label="Next project"]')
  const second = region?.querySelector('[aria-label^="2 of "] a')
  const track = second?.closest('[aria-roledescription="slide"]')?.parentElement
  if (!region || !next || !second || !track) throw new Error('carousel parts not found')
  const distance = () =>
    Math.abs(second.getBoundingClientRect().left - region.getBoundingClientRect().left)
  const animating = () =>
    document.getAnimations().some((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      return target !== null && track.contains(target)
    })
  const start = distance()
  next.click()
  const seen: MoveSeen = { arrived: false, inBetween: 0, animated: 0 }
  for (let frame = 0; frame < 240 && !seen.arrived; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const now = distance()
    seen.arrived = now <= 1
    if (now > 1 && now < start - 1) seen.inBetween += 1
    if (animating()) seen.animated += 1
  }
  return seen
}
