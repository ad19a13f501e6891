import { expect } from 'vitest'
import { journey } from './journey'
import { byRole } from './page'

/**
 * Presses "Next" and samples the second slide's distance from its place on every frame until it
 * arrives: returns how many in-between positions it passed through. A jump passes through none.
 */
async function inBetweenPositionsAfterNext() {
  const region = document.querySelector('[aria-roledescription="carousel"]')
  const next = region?.querySelector<HTMLButtonElement>('button[aria-label="Next project"]')
  const second = region?.querySelector('[aria-label="2 of 3"] a')
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

const phone = { width: 375, height: 800 }

journey(
  'the carousel slides into place when motion is welcome',
  async (page) => {
    await page.goto('/projects')
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      false,
    )
    await expect
      .poll(() => page.see(byRole('button', 'Next project')))
      .toMatchObject({ disabled: false })
    expect(await page.evaluate(inBetweenPositionsAfterNext)).toBeGreaterThan(1)
  },
  { viewport: phone },
)

journey(
  'with reduced motion the carousel jumps to the next slide without animating',
  async (page) => {
    await page.goto('/projects')
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
      true,
    )
    await expect
      .poll(() => page.see(byRole('button', 'Next project')))
      .toMatchObject({ disabled: false })
    expect(await page.evaluate(inBetweenPositionsAfterNext)).toBe(0)
  },
  { viewport: phone, reducedMotion: true },
)
