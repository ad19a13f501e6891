import { type Locator, type Page } from '@playwright/test'
import { moveAfterNext, shownSlide } from '../carouselProbes'
import { publishedProjects } from '../publishedProjects'
import { expect, sidewaysScroll, test, twoFrames } from '../support/fixtures'

const total = publishedProjects.length
/** A slide's label: "2 of 4"; `last` is the last slide's. */
const slide = (index: number) => `${index} of ${total}`
const last = slide(total)

/** Check often: the carousel settles in well under a second. */
const POLL = { intervals: [100] }
const slideShown = (page: Page) => page.evaluate(shownSlide)

/** Labels ("1 of 4") of the slides whose card lies wholly inside the carousel. */
async function wholeSlides(carousel: Locator): Promise<string[]> {
  const frame = await carousel.boundingBox()
  if (!frame) return []
  const whole: string[] = []
  for (const slide of await carousel.getByRole('group').all()) {
    const card = await slide.getByRole('link').boundingBox()
    if (!card) continue
    if (card.x >= frame.x - 1 && card.x + card.width <= frame.x + frame.width + 1) {
      whole.push((await slide.getAttribute('aria-label')) ?? '')
    }
  }
  return whole
}

test.use({ viewport: { width: 320, height: 900 }, reducedMotion: 'reduce' })

test('the projects carousel: whole slides for each layout, its moves (jumping under reduced motion, sliding otherwise), by buttons and arrow keys, wrapping around', async ({
  page,
  gotoReady,
}) => {
  await gotoReady('/projects')
  const carousel = page.getByRole('region', { name: 'Projects', exact: true })
  const next = carousel.getByRole('button', { name: 'Next project' })
  const previous = carousel.getByRole('button', { name: 'Previous project' })
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
  await expect(carousel.getByRole('group')).toHaveCount(total)

  // One width for each layout: a phone's narrowest, a tablet's, a desktop's.
  for (const { width, fits } of [
    { width: 320, fits: 1 },
    { width: 800, fits: 2 },
    { width: 1280, fits: 3 },
  ]) {
    await test.step(`at ${width} px, ${fits} whole slide(s)`, async () => {
      await page.setViewportSize({ width, height: 900 })
      const whole = Math.min(fits, total)
      await expect
        .poll(() => wholeSlides(carousel))
        .toEqual(Array.from({ length: whole }, (_, index) => slide(index + 1)))
      // Looping, both ways are always possible; where every slide fits, the buttons step aside.
      for (const button of [next, previous]) {
        if (whole < total) await expect(button).toBeEnabled()
        else await expect(button).toBeHidden()
      }
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    })
  }
  await page.setViewportSize({ width: 320, height: 900 })

  // Reduced motion changes only whether a move slides or jumps: the moves' rules are checked
  // where they jump, at once.
  await test.step('under reduced motion, Next jumps; the buttons and arrow keys move one slide and wrap around', async () => {
    await expect.poll(() => slideShown(page), POLL).toBe(slide(1))
    // In one step: no frame between the two places, and no CSS transition on the track (which
    // would show the old place for a frame, and rarely a place between).
    expect(await page.evaluate(moveAfterNext)).toEqual({ arrived: true, inBetween: 0, animated: 0 })
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
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => slideShown(page), POLL).toBe(slide(1))
  })

  await test.step('with motion, Next slides it into place, through the frames between', async () => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await twoFrames(page) // the page sees a media query change as it renders
    const seen = await page.evaluate(moveAfterNext)
    expect(seen.arrived).toBe(true)
    expect(seen.inBetween).toBeGreaterThan(1)
  })
})
