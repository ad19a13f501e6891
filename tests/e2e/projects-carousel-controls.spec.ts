import { type Page } from '@playwright/test'
import { moveAfterNext, shownSlide } from '../carouselProbes'
import { publishedProjects } from '../publishedProjects'
import { expect, test } from '../support/fixtures'

test.use({ viewport: { width: 375, height: 800 } })

/** Check often: the carousel settles in well under a second. */
const POLL = { intervals: [100] }

const slideShown = (page: Page) => page.evaluate(shownSlide)

/** A slide's label: "2 of 4"; `last` is the last slide's. */
const total = publishedProjects.length
const slide = (index: number) => `${index} of ${total}`
const last = slide(total)

test.describe('moving the projects carousel', () => {
  test('Next slides it into place, through the frames between', async ({ page, gotoReady }) => {
    await gotoReady('/projects')
    await expect(page.getByRole('button', { name: 'Next project' })).toBeEnabled()
    const seen = await page.evaluate(moveAfterNext)
    expect(seen.arrived).toBe(true)
    expect(seen.inBetween).toBeGreaterThan(1)
  })

  // Reduced motion changes only whether a move slides or jumps (useProjectCarousel.ts): the
  // moves' rules are checked where they jump, at once.
  test.describe('when the visitor prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('Next jumps; previous, next and the arrow keys move it one slide and wrap around', async ({
      page,
      gotoReady,
    }) => {
      await gotoReady('/projects')
      const carousel = page.getByRole('region', { name: 'Projects', exact: true })
      const next = carousel.getByRole('button', { name: 'Next project' })
      const previous = carousel.getByRole('button', { name: 'Previous project' })
      await expect(next).toBeEnabled()
      await expect.poll(() => slideShown(page), POLL).toBe(slide(1))
      // Arrives, in one step: no frame between the two places, and no CSS transition carrying
      // the track's move (the browser would show the old place for a frame, and on a rare frame
      // a place between the two: issue 57's flake).
      expect(await page.evaluate(moveAfterNext)).toEqual({
        arrived: true,
        inBetween: 0,
        animated: 0,
      })
      await expect.poll(() => slideShown(page), POLL).toBe(slide(2))
      await previous.click()
      await expect.poll(() => slideShown(page), POLL).toBe(slide(1))
      await previous.click()
      await expect.poll(() => slideShown(page), POLL).toBe(last)

      // With focus on a button, the arrows move the carousel and focus stays put.
      await previous.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => slideShown(page), POLL).toBe(slide(1))
      await expect(previous).toBeFocused()

      // From a slide, focus follows the move, wrapping both ways.
      const slideLink = (label: string) =>
        carousel.getByRole('group', { name: label }).getByRole('link')
      await slideLink(slide(1)).focus()
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => slideShown(page), POLL).toBe(last)
      await expect(slideLink(last)).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => slideShown(page), POLL).toBe(slide(1))
      await expect(slideLink(slide(1))).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => slideShown(page), POLL).toBe(slide(2))
      await expect(slideLink(slide(2))).toBeFocused()
      await expect(slideLink(slide(2))).toHaveAccessibleName('Open Casa Marea')
    })
  })
})
