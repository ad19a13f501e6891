import { type Locator } from '@playwright/test'
import { publishedProjects } from '../publishedProjects'
import { expect, sidewaysScroll, test } from '../support/fixtures'

const total = publishedProjects.length
/** A slide's label: "2 of 4". */
const slide = (index: number) => `${index} of ${total}`

/** Labels ("1 of 4") of the slides whose card lies wholly inside the carousel. */
async function wholeSlides(carousel: Locator): Promise<string[]> {
  const frame = await carousel.boundingBox()
  if (!frame) return []
  const slides = carousel.getByRole('group')
  const whole: string[] = []
  for (const slide of await slides.all()) {
    const card = await slide.getByRole('link').boundingBox()
    if (!card) continue
    if (card.x >= frame.x - 1 && card.x + card.width <= frame.x + frame.width + 1) {
      whole.push((await slide.getAttribute('aria-label')) ?? '')
    }
  }
  return whole
}

/**
 * How many whole slides each width shows; the controls show while some slide is not whole. One
 * width for each layout (a phone's narrowest, a tablet's, a desktop's).
 */
const layouts = [
  { width: 320, fits: 1 },
  { width: 800, fits: 2 },
  { width: 1280, fits: 3 },
].map(({ width, fits }) => {
  const whole = Math.min(fits, total)
  return {
    width,
    whole: Array.from({ length: whole }, (_, index) => slide(index + 1)),
    controls: whole < total,
  }
})

for (const { width, whole, controls } of layouts) {
  test.describe(`the projects carousel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test(`shows ${whole.length} whole slide(s) and never scrolls the page sideways`, async ({
      page,
      gotoReady,
    }) => {
      await gotoReady('/projects')
      const carousel = page.getByRole('region', { name: 'Projects', exact: true })
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
      await expect(carousel.getByRole('group')).toHaveCount(total)
      await expect.poll(() => wholeSlides(carousel)).toEqual(whole)

      const next = carousel.getByRole('button', { name: 'Next project' })
      const previous = carousel.getByRole('button', { name: 'Previous project' })
      if (controls) {
        // Looping, so both ways are always possible.
        await expect(next).toBeEnabled()
        await expect(previous).toBeEnabled()
      } else {
        // Every slide already fits: the buttons step aside instead of doing nothing.
        await expect(next).toBeHidden()
        await expect(previous).toBeHidden()
      }

      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    })
  })
}

test.describe('before the carousel runs, on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false })

  test('only the slide in view is displayed, so only its image is fetched at once', async ({
    page,
  }) => {
    await page.goto('/projects')
    const carousel = page.getByRole('region', { name: 'Projects', exact: true })
    const slides = carousel.getByRole('group')
    await expect(slides).toHaveCount(1) // hidden slides are not in the accessibility tree
    await expect(slides.first()).toHaveAttribute('aria-label', slide(1))
    await expect(slides.first().getByRole('img')).toHaveJSProperty('complete', true)
  })
})
