import { type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 375, height: 800 } })

/** Check often: the carousel settles in well under a second. */
const POLL = { intervals: [100] }

/** The label ("2 of 3") of the one slide fully shown at phone width (one slide per view). */
function shownSlide(carousel: Locator): Promise<string> {
  return carousel.evaluate((region) => {
    const frame = region.getBoundingClientRect()
    for (const slide of region.querySelectorAll('[aria-roledescription="slide"]')) {
      const card = slide.querySelector('a')?.getBoundingClientRect()
      if (card && Math.abs(card.left - frame.left) <= 1 && card.width <= frame.width + 1) {
        return slide.getAttribute('aria-label') ?? ''
      }
    }
    return ''
  })
}

/**
 * Presses "Next" and samples the second slide's distance from its place on every frame until it
 * arrives: returns how many in-between positions it passed through. A jump passes through none.
 */
function inBetweenPositionsAfterNext(page: Page) {
  return page.getByRole('region', { name: 'Projects', exact: true }).evaluate(async (region) => {
    const next = region.querySelector<HTMLButtonElement>('button[aria-label="Next project"]')
    const second = region.querySelector('[aria-label="2 of 3"] a')
    if (!next || !second) throw new Error('carousel parts not found')
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
  })
}

test.describe('moving the projects carousel', () => {
  test('previous, next and the arrow keys move it one slide and wrap around', async ({
    page,
    gotoReady,
  }) => {
    test.slow() // a dozen moves, each waiting for the slide to settle
    await gotoReady('/projects')
    const carousel = page.getByRole('region', { name: 'Projects', exact: true })
    const next = carousel.getByRole('button', { name: 'Next project' })
    const previous = carousel.getByRole('button', { name: 'Previous project' })
    await expect.poll(() => shownSlide(carousel), POLL).toBe('1 of 3')

    await next.click()
    await expect.poll(() => shownSlide(carousel), POLL).toBe('2 of 3')
    await next.click()
    await expect.poll(() => shownSlide(carousel), POLL).toBe('3 of 3')
    await next.click()
    await expect.poll(() => shownSlide(carousel), POLL).toBe('1 of 3')
    await previous.click()
    await expect.poll(() => shownSlide(carousel), POLL).toBe('3 of 3')

    // With focus on a button, the arrows move the carousel and focus stays put.
    await previous.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => shownSlide(carousel), POLL).toBe('1 of 3')
    await expect(previous).toBeFocused()

    // From a slide, focus follows the move, wrapping both ways.
    const slideLink = (label: string) =>
      carousel.getByRole('group', { name: label }).getByRole('link')
    await slideLink('1 of 3').focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => shownSlide(carousel), POLL).toBe('3 of 3')
    await expect(slideLink('3 of 3')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => shownSlide(carousel), POLL).toBe('1 of 3')
    await expect(slideLink('1 of 3')).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => shownSlide(carousel), POLL).toBe('2 of 3')
    await expect(slideLink('2 of 3')).toBeFocused()
    await expect(slideLink('2 of 3')).toHaveAccessibleName('Open Casa Marea')
  })

  test('slides into place normally', async ({ page, gotoReady }) => {
    await gotoReady('/projects')
    await expect(page.getByRole('button', { name: 'Next project' })).toBeEnabled()
    expect(await inBetweenPositionsAfterNext(page)).toBeGreaterThan(1)
  })

  test.describe('when the visitor prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('jumps to the next slide without animating', async ({ page, gotoReady }) => {
      await gotoReady('/projects')
      await expect(page.getByRole('button', { name: 'Next project' })).toBeEnabled()
      expect(await inBetweenPositionsAfterNext(page)).toBe(0)
    })
  })
})
