import { expect, sidewaysScroll, test } from '../support/fixtures'

/**
 * The home page as the browser lays it out. What it says and where its links go, in each
 * language: src/features/home/HomePage.test.tsx; its accessibility, console and fit at a phone's
 * and a desktop's width, with every page's, in pages-health.spec.ts; a link to a section of the
 * page scrolling to it, in header.spec.ts ("Work with us").
 */
test.describe('the home page', () => {
  test('loads every featured picture', async ({ page, gotoReady }) => {
    await gotoReady('/')
    // One per featured project, counted first, as a loop over no pictures would pass.
    const images = page.getByRole('region', { name: 'Featured projects' }).getByRole('img')
    await expect(images).toHaveCount(3)
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded()
      await expect(image).toHaveJSProperty('complete', true)
      expect(
        await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
      ).toBeGreaterThan(0)
    }
  })

  test('fits every width from 320 to 1280 px without sideways scrolling, in its longer language', async ({
    page,
    gotoReady,
  }) => {
    await gotoReady('/es')
    for (const width of [320, 375, 414, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await sidewaysScroll(page), `${width} px`).toBe(0)
    }
  })
})
